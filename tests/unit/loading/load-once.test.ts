import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../shared/loading/loadOnce';

describe('loadOnce', () => {
  it('downloads once for every caller and keeps what arrived', async () => {
    const download = vi.fn(() => Promise.resolve({ parse: 'ready' }));
    const chunk = loadOnce(download);
    expect(chunk.loaded()).toBeUndefined();

    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(second);
    expect(chunk.loaded()).toBe(first);
    await chunk.load();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('gives every caller the same promise while the download is under way', () => {
    const chunk = loadOnce(() => new Promise<string>(() => undefined));
    // React's use() suspends on a promise: a new one on every render would never settle it.
    expect(chunk.load()).toBe(chunk.load());
  });

  it('tries a failed download again on the next call, and tells the callers of the failed one', async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('arrived');
    const chunk = loadOnce(download);

    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('arrived');
    expect(chunk.loaded()).toBe('arrived');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
