import { describe, expect, it } from 'vitest';
import { previewConfigIdOf, previewPath } from '../../../shared/routes/appPaths';

const DRAFT = '0b6f6d0e-3f1c-4c4e-9a39-2a1d5b7c9e10';

describe('the preview’s address', () => {
  it('names a published version or a draft, at a step and in a language', () => {
    expect(previewPath('12')).toBe('/studio/preview/12');
    expect(previewPath(DRAFT, { step: 'company_size', lng: 'ar' })).toBe(
      `/studio/preview/${DRAFT}?step=company_size&lng=ar`,
    );
    expect(previewPath('12', { done: true })).toBe('/studio/preview/12?done=1');
  });

  it('reads back only what a preview may name', () => {
    expect(previewConfigIdOf(`/studio/preview/${DRAFT}`)).toBe(DRAFT);
    expect(previewConfigIdOf('/studio/preview/12/')).toBe('12');
    for (const path of [
      '/studio',
      '/signup/payment',
      '/studio/preview/0',
      '/studio/preview/12/more',
      '/studio/preview/../api',
      `/studio/preview/${DRAFT.toUpperCase()}`,
      '/studio/preview/99999999999999999999',
    ])
      expect(previewConfigIdOf(path), path).toBeUndefined();
  });
});
