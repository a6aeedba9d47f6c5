/**
 * Runs `load` once, when the person begins to use the page (a press, a key, a focus), so what the
 * next screens need downloads while they fill in the form, and not on the first paint's network.
 */
export function onFirstInput(load: () => void, target: EventTarget = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    target.addEventListener(type, start, { once: true, capture: true, passive: true });
}
