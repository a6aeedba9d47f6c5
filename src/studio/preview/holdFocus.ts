/**
 * A preview in the Studio's frame reloads after each edit; a step that focuses its heading or a
 * field as it shows would take the focus (and the keystrokes) from the editor each time. So until
 * the person works inside the frame (a key or a pointer there), nothing in it may focus itself.
 */
export function holdFocusUntilUsed(framed = window.top !== window.self): void {
  if (!framed) return;
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function held() {
    // Nothing: the page is not the person's to move yet.
  };
  const release = () => {
    HTMLElement.prototype.focus = focus;
    window.removeEventListener('keydown', release, true);
    window.removeEventListener('pointerdown', release, true);
  };
  window.addEventListener('keydown', release, true);
  window.addEventListener('pointerdown', release, true);
}
