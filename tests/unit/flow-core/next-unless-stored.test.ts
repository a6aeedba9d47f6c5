import { describe, expect, it } from 'vitest';
import { nextStepName } from '../../../shared/flow';
import { contextOf } from './fixtures';

const target = { step: 'brand_setup', unlessStoredIn: ['personalizing_loader'] };

describe('a named Next target with unlessStoredIn', () => {
  it('goes to the stored step when it is one of the listed names', () => {
    const ctx = contextOf({ userData: { stepName: 'personalizing_loader' } });
    expect(nextStepName(ctx, 'website_url', target)).toBe('personalizing_loader');
  });

  it('goes to the named step when the stored step is any other', () => {
    const ctx = contextOf({ userData: { stepName: 'payment' } });
    expect(nextStepName(ctx, 'website_url', target)).toBe('brand_setup');
  });

  it('goes to the named step when nothing is stored', () => {
    expect(nextStepName(contextOf(), 'website_url', target)).toBe('brand_setup');
  });
});
