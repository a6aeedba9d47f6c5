import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from '../../../src/loading/onFirstInput';

describe('what loads once the person begins to use the page', () => {
  it('loads on the first press, key or focus, once, and not before', () => {
    for (const first of ['pointerdown', 'keydown', 'focusin']) {
      const target = new EventTarget();
      const load = vi.fn();
      onFirstInput(load, target);
      expect(load).not.toHaveBeenCalled();
      target.dispatchEvent(new Event('scroll'));
      expect(load).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(first));
      for (const next of ['pointerdown', 'keydown', 'focusin'])
        target.dispatchEvent(new Event(next));
      expect(load, first).toHaveBeenCalledTimes(1);
    }
  });
});
