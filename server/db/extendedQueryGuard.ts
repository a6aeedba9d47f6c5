import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

/** The part of pglite-socket's (internal) query queue this guard replaces. */
interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Extended-protocol messages that leave a statement or portal half-done until the client's Sync.
const OPENS_SEQUENCE = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC = 'S'.charCodeAt(0);

/**
 * pglite-socket 0.2 runs every client's protocol messages through one engine, one message at a
 * time, keeping a client's turn only inside a transaction. Outside one, another client's Parse
 * could land between a client's Parse and its Bind, and that Bind would run the other client's
 * unnamed statement ("bind message supplies 3 parameters, but prepared statement requires 1").
 * This keeps a client's turn from its first extended-protocol message to its Sync as well.
 */
export function guardExtendedQueries(server: object): void {
  const queue = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function') {
    throw new Error('pglite-socket changed: its query queue is not where the guard expects it');
  }
  let midSequence: number | null = null;

  const pickNext = (): QueuedMessage | undefined => {
    const owner = midSequence ?? (queue.db.isInTransaction() ? queue.lastHandlerId : null);
    if (owner === null) return queue.queue.shift();
    const index = queue.queue.findIndex((m) => m.handlerId === owner);
    // The owner's next message has not arrived yet: wait for it (enqueue starts processing again).
    return index === -1 ? undefined : queue.queue.splice(index, 1)[0];
  };

  queue.processQueue = async function processQueue(): Promise<void> {
    if (queue.processing || queue.queue.length === 0) return;
    queue.processing = true;
    try {
      for (let next = pickNext(); next; next = pickNext()) {
        let bytes = 0;
        const item = next;
        try {
          await queue.db.runExclusive(() =>
            queue.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          midSequence = null;
          item.reject(error);
          continue;
        }
        const type = item.message[0] ?? 0;
        if (type === SYNC) midSequence = null;
        else if (OPENS_SEQUENCE.has(type)) midSequence = item.handlerId;
        queue.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      queue.processing = false;
    }
  };

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (midSequence === handlerId) {
      midSequence = null;
      void queue.processQueue();
    }
  };
}
