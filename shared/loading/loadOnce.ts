/** A download done once and kept, such as a chunk the page needs only sometimes. */
export interface LoadOnce<T> {
  /** Starts the download, or joins the one under way; a failed download is tried again next time. */
  load(): Promise<T>;
  /** What arrived, at once, or undefined while it has not. */
  loaded(): T | undefined;
}

export function loadOnce<T>(download: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let arrived: T | undefined;
  return {
    load() {
      pending ??= download().then(
        (value) => (arrived = value),
        (error: unknown) => {
          // Offline for a moment: the next need tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => arrived,
  };
}
