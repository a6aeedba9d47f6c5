export interface ReadThroughCacheOptions<V> {
  /** How long an answer is kept even if no change is heard: the bound on a missed announcement. */
  ttlMs: number;
  /** The most answers kept; the oldest go first. */
  maxEntries: number;
  /** Answers not worth keeping (for example "no such session", which anyone can ask about). */
  keepIf?: (value: V) => boolean;
  now?: () => number;
}

export interface ReadThroughCache<V> {
  /**
   * The kept answer for `key`, or `load`'s, kept unless the key changed while it was read. Callers
   * that ask while a read of the same key is under way share it (a thousand pollers of one owner
   * cost one query), unless the key changed since that read began.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** `key` changed: its answer is read again, and a read already under way is not kept. */
  forget(key: string): void;
  /** Anything may have changed (announcements were missed). */
  forgetAll(): void;
  readonly size: number;
}

/**
 * Answers kept in memory until their key is announced changed, so a poll that finds nothing new
 * costs no query. A read that overlaps a change could return what was there before it; such a
 * read is handed to its caller but not kept, so the next poll reads again.
 */
export function createReadThroughCache<V>(
  options: ReadThroughCacheOptions<V>,
): ReadThroughCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; storedAt: number }>();
  // Every forget gets the next number; a read keeps its answer only if its key's last change
  // numbers below the count when the read began. Marks past maxEntries are dropped oldest
  // first, and a read that began before a dropped mark (or a forgetAll) keeps nothing.
  let changes = 0;
  const changedAt = new Map<string, number>();
  let unknownBefore = 0;

  const reading = new Map<string, Promise<V>>();

  const changedSince = (key: string, changesBefore: number) =>
    changesBefore < unknownBefore || (changedAt.get(key) ?? 0) > changesBefore;

  const keep = (key: string, value: V) => {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    async get(key, load) {
      const kept = entries.get(key);
      if (kept && now() - kept.storedAt < options.ttlMs) return kept.value;
      const shared = reading.get(key);
      if (shared) return shared;
      const changesBefore = changes;
      const read = load().then((value) => {
        if (!changedSince(key, changesBefore) && (options.keepIf?.(value) ?? true))
          keep(key, value);
        return value;
      });
      reading.set(key, read);
      const done = () => {
        if (reading.get(key) === read) reading.delete(key);
      };
      read.then(done, done);
      return read;
    },
    forget(key) {
      changes++;
      entries.delete(key);
      reading.delete(key);
      changedAt.delete(key);
      changedAt.set(key, changes);
      if (changedAt.size > options.maxEntries) {
        const [oldest, mark] = changedAt.entries().next().value!;
        changedAt.delete(oldest);
        unknownBefore = Math.max(unknownBefore, mark);
      }
    },
    forgetAll() {
      changes++;
      entries.clear();
      reading.clear();
      changedAt.clear();
      unknownBefore = changes;
    },
    get size() {
      return entries.size;
    },
  };
}
