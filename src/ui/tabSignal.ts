/**
 * A word without content between this browser's tabs of one origin (BroadcastChannel). A browser
 * without BroadcastChannel hears nothing, so a signal only ever hastens what the server tells.
 */
export interface TabSignal {
  announce(): void;
  /** Calls `listener` whenever another tab announces; returns how to stop. */
  onElsewhere(listener: () => void): () => void;
}

export function tabSignal(name: string): TabSignal {
  const supported = typeof BroadcastChannel !== 'undefined';
  return {
    announce() {
      if (!supported) return;
      const channel = new BroadcastChannel(name);
      channel.postMessage(null);
      channel.close();
    },
    onElsewhere(listener) {
      if (!supported) return () => undefined;
      const channel = new BroadcastChannel(name);
      channel.onmessage = () => listener();
      return () => channel.close();
    },
  };
}
