import pg from 'pg';

/** What a listener is told: each NOTIFY's payload by channel, and when some may have been missed. */
export interface ChannelHandlers {
  channels: Record<string, (payload: string) => void>;
  /** The connection was lost and opened again: announcements made meanwhile are not replayed. */
  onResync(): void;
  onError?(error: Error): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/** Channel names are SQL identifiers here; only plain ones are accepted, so LISTEN needs no quoting. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
}

/**
 * Hears NOTIFY on some channels of a PostgreSQL database, on a connection of its own (a pooled
 * connection would lose its LISTEN when handed back). A lost connection is opened again after a
 * second, and `onResync` is called then.
 */
export async function listenToChannels(
  connectionString: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  const channels = Object.keys(handlers.channels);
  channels.forEach(assertChannelName);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      const handle = Object.hasOwn(handlers.channels, message.channel)
        ? handlers.channels[message.channel]
        : undefined;
      handle?.(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      reconnect();
    });
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
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
