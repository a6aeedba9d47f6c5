/**
 * Runs `load` once, when the person begins to use the page (a press, a key, a focus), so what the
 * next screens need downloads while they fill in the form, and not on the first paint's network.
 */
export function onFirstInput(load: () => void, target: EventTarget = document): void {
  // The first of the events removes every listener, its own and the other kinds'.
  const listening = new AbortController();
  const start = () => {
    listening.abort();
    load();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    target.addEventListener(type, start, {
      signal: listening.signal,
      capture: true,
      passive: true,
    });
}
