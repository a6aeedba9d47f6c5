/**
 * What the person does that begins their use of the page: a press, a key, text entered, or a
 * click, which is all a screen reader activating a control in its browse mode may send.
 */
const FIRST_INPUTS = ['pointerdown', 'keydown', 'input', 'click'] as const;

/**
 * Runs `load` once, when the person begins to use the page, so what the next screens need
 * downloads while they fill in the form, and not on the first paint's network. A focus alone does
 * not count: a form that focuses its first field as it shows (the login's) would start at once.
 */
export function onFirstInput(load: () => void, target: EventTarget = document): void {
  // The first of the events removes every listener, its own and the other kinds'.
  const listening = new AbortController();
  const start = () => {
    listening.abort();
    load();
  };
  for (const type of FIRST_INPUTS)
    target.addEventListener(type, start, {
      signal: listening.signal,
      capture: true,
      passive: true,
    });
}
