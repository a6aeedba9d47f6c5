import { describe, expect, it } from 'vitest';
import { holdFocusUntilUsed } from '../../../src/studio/preview/holdFocus';

describe('a framed preview', () => {
  it('takes no focus until the person works inside it, then focuses as any page', () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    const outside = document.activeElement;

    holdFocusUntilUsed(true);
    heading.focus();
    expect(document.activeElement).toBe(outside);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    heading.focus();
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });

  it('leaves a page that is not framed alone', () => {
    const before = HTMLElement.prototype.focus;
    holdFocusUntilUsed(false);
    expect(HTMLElement.prototype.focus).toBe(before);
  });
});
