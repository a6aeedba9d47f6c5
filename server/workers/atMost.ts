/**
 * Runs tasks with at most `limit` of them under way at once; the rest wait their turn in order.
 * A task's failure is its caller's alone.
 */
export function atMost(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`atMost(${limit}): need 1 or more`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its place to the first waiting one directly, so a task that arrives
  // in between cannot take it.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (task) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
