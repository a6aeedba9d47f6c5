import { describe, expect, it } from 'vitest';
import { createReadThroughCache } from '../../../server/cache/readThroughCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function counted<T>(value: () => T) {
  const load = () => {
    load.calls++;
    return Promise.resolve(value());
  };
  load.calls = 0;
  return load;
}

describe('read-through cache', () => {
  it('answers from memory until the key is forgotten', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let stored = 'pending';
    const load = counted(() => stored);
    expect(await cache.get('u1', load)).toBe('pending');
    expect(await cache.get('u1', load)).toBe('pending');
    expect(load.calls).toBe(1);
    stored = 'paid';
    cache.forget('u1');
    expect(await cache.get('u1', load)).toBe('paid');
    expect(load.calls).toBe(2);
  });

  it('does not keep a read that overlapped a change to its key', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    const reading = cache.get('u1', () => slow.promise);
    cache.forget('u1'); // the change commits while the old value is on its way
    slow.resolve('old');
    expect(await reading).toBe('old');
    expect(await cache.get('u1', () => Promise.resolve('new'))).toBe('new');
  });

  it('keeps a read that overlapped a change to another key', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    const reading = cache.get('u1', () => slow.promise);
    cache.forget('u2');
    slow.resolve('mine');
    await reading;
    const load = counted(() => 'again');
    expect(await cache.get('u1', load)).toBe('mine');
    expect(load.calls).toBe(0);
  });

  it('keeps nothing read across a forgetAll, and nothing past its TTL', async () => {
    let clock = 0;
    const cache = createReadThroughCache<string>({
      ttlMs: 1_000,
      maxEntries: 10,
      now: () => clock,
    });
    const slow = deferred<string>();
    const reading = cache.get('u1', () => slow.promise);
    cache.forgetAll();
    slow.resolve('old');
    await reading;
    expect(cache.size).toBe(0);

    const load = counted(() => 'fresh');
    await cache.get('u2', load);
    clock = 999;
    await cache.get('u2', load);
    expect(load.calls).toBe(1);
    clock = 1_000;
    await cache.get('u2', load);
    expect(load.calls).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createReadThroughCache<number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 5; i++) await cache.get(`k${i}`, () => Promise.resolve(i));
    expect(cache.size).toBe(3);
    const load = counted(() => -1);
    expect(await cache.get('k0', load)).toBe(-1);
    expect(await cache.get('k4', load)).toBe(4);
  });

  it('is safe when more keys change during a read than it has marks for', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const slow = deferred<string>();
    const reading = cache.get('u1', () => slow.promise);
    cache.forget('u1');
    cache.forget('u2');
    cache.forget('u3'); // u1's mark is dropped here
    slow.resolve('old');
    await reading;
    expect(await cache.get('u1', () => Promise.resolve('new'))).toBe('new');
  });

  it('does not keep answers keepIf refuses', async () => {
    const cache = createReadThroughCache<string | undefined>({
      ttlMs: 60_000,
      maxEntries: 10,
      keepIf: (value) => value !== undefined,
    });
    const load = counted(() => undefined);
    await cache.get('guess', load);
    await cache.get('guess', load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('read-through cache: reads under way', () => {
  it('callers of one key share a read under way', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    let calls = 0;
    const load = () => {
      calls++;
      return slow.promise;
    };
    const all = Promise.all([cache.get('u1', load), cache.get('u1', load), cache.get('u1', load)]);
    slow.resolve('one read');
    expect(await all).toEqual(['one read', 'one read', 'one read']);
    expect(calls).toBe(1);
  });

  it('a caller after a change does not join the read that began before it', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const first = cache.get('u1', () => before.promise);
    cache.forget('u1');
    const second = cache.get('u1', () => Promise.resolve('after the change'));
    before.resolve('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    expect(await cache.get('u1', () => Promise.resolve('unused'))).toBe('after the change');
  });

  it('a failed read is not kept and the next caller reads again', async () => {
    const cache = createReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('u1', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('u1', () => Promise.resolve('back'))).toBe('back');
  });
});
