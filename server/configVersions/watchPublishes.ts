import pg from 'pg';
import { CONFIG_CHANNEL } from './versions';

export interface ConfigPublish {
  brand: string;
  versionId: string;
}

export interface PublishWatch {
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

function parsePublish(payload: string | undefined): ConfigPublish | undefined {
  const match = /^(.+):(\d+)$/.exec(payload ?? '');
  return match ? { brand: match[1]!, versionId: match[2]! } : undefined;
}

/**
 * Hears every publish and rollback on the database (PostgreSQL LISTEN on its own connection), so
 * each server instance switches within a moment. Only for PostgreSQL: embedded PGlite belongs to
 * one server, which knows its own publishes. A lost connection is opened again; `onResync` is
 * called then, because announcements made while it was away are not replayed.
 */
export async function watchConfigPublishes(
  connectionString: string,
  handlers: {
    onPublish(publish: ConfigPublish): void;
    onResync(): void;
    onError?(error: Error): void;
  },
): Promise<PublishWatch> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      const publish =
        message.channel === CONFIG_CHANNEL ? parsePublish(message.payload) : undefined;
      if (publish) handlers.onPublish(publish);
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CONFIG_CHANNEL}`);
    client = next;
  };

  const reconnect = () => {
    const lost = client;
    client = undefined;
    void lost?.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => handlers.onResync())
        .catch((error: Error) => {
          handlers.onError?.(error);
          reconnect();
        });
    }, RECONNECT_MS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
