import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from '../../../src/loading/onFirstInput';

describe('what loads once the person begins to use the page', () => {
  it('loads on the first press, key, text entered or click, once, and not before', () => {
    for (const first of ['pointerdown', 'keydown', 'input', 'click']) {
      const target = new EventTarget();
      const load = vi.fn();
      onFirstInput(load, target);
      expect(load).not.toHaveBeenCalled();
      target.dispatchEvent(new Event('scroll'));
      expect(load).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(first));
      for (const next of ['pointerdown', 'keydown', 'input', 'click'])
        target.dispatchEvent(new Event(next));
      expect(load, first).toHaveBeenCalledTimes(1);
    }
  });

  it('does not take a focus for use: a form may focus its first field as it shows', () => {
    const target = new EventTarget();
    const load = vi.fn();
    onFirstInput(load, target);
    target.dispatchEvent(new Event('focusin'));
    expect(load).not.toHaveBeenCalled();
  });
});
