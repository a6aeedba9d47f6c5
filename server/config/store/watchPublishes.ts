import { listenToChannels, type ChannelListener } from '../../db/channelListener';
import { CONFIG_CHANNEL } from './versions';

export interface ConfigPublish {
  brand: string;
  versionId: string;
}

export type PublishWatch = ChannelListener;

function parsePublish(payload: string): ConfigPublish | undefined {
  const match = /^(.+):(\d+)$/.exec(payload);
  return match ? { brand: match[1]!, versionId: match[2]! } : undefined;
}

/**
 * Hears every publish and rollback on the database, so each server instance switches within a
 * moment. Only for PostgreSQL: embedded PGlite belongs to one server, which knows its own
 * publishes. `onResync` is called after a lost connection is opened again.
 */
export function watchConfigPublishes(
  connectionString: string,
  handlers: {
    onPublish(publish: ConfigPublish): void;
    onResync(): void;
    onError?(error: Error): void;
  },
): Promise<PublishWatch> {
  return listenToChannels(connectionString, {
    channels: {
      [CONFIG_CHANNEL]: (payload) => {
        const publish = parsePublish(payload);
        if (publish) handlers.onPublish(publish);
      },
    },
    onResync: handlers.onResync,
    onError: handlers.onError,
  });
}
