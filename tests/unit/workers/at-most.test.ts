import { describe, expect, it } from 'vitest';
import { atMost } from '../../../server/workers/atMost';

/** A task that finishes when told to, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const run = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { run, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('atMost', () => {
  it('runs no more than its limit at once, and the rest in the order they came', async () => {
    const limited = atMost(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map((task) => limited(task.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a failure to its own caller and frees the place for the next task', async () => {
    const limited = atMost(1);
    const started: string[] = [];
    const failing = heldTask(started, 'failing');
    const next = heldTask(started, 'next');
    const failed = limited(failing.run);
    const after = limited(next.run);
    await settle();
    failing.fail(new Error('boom'));
    await expect(failed).rejects.toThrow('boom');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    expect(await after).toBe('next');
  });

  it('refuses a limit below one', () => {
    expect(() => atMost(0)).toThrow(RangeError);
    expect(() => atMost(1.5)).toThrow(RangeError);
  });
});
