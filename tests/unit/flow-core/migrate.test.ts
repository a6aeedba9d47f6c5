import { describe, expect, it } from 'vitest';
import { migratedStepName } from '../../../shared/flow';
import { contextOf, flowOf, step, TERMINAL_STEP } from './fixtures';

const old = flowOf('a', 'b', 'c', 'd');
const moved = (stored: string | null, next = old, userData = {}) =>
  migratedStepName(
    old,
    contextOf({ flow: next, userData: { ...userData, stepName: stored } }),
    stored,
  );

describe('where a user in flight stands once moved to another flow', () => {
  it('stays where they stood when the new flow only changed what lies ahead', () => {
    expect(moved('b', flowOf('a', 'b', 'c', 'new', 'd'))).toBe('b');
  });

  it('is asked a step added before where they stood', () => {
    expect(moved('c', flowOf('a', 'new', 'b', 'c', 'd'))).toBe('new');
  });

  it('goes on to the next step the new flow kept when their step was removed', () => {
    expect(moved('b', flowOf('a', 'c', 'd'))).toBe('c');
    expect(moved('c', flowOf('a', 'b'))).toBe('b');
  });

  it('skips a kept step the new flow hides for them', () => {
    const next = flowOf(
      'a',
      step('b', { when: { properties: { plan: { const: 'pro' } } } as never }),
      'c',
      'd',
    );
    expect(moved('b', next, { plan: 'free' })).toBe('c');
  });

  it('leaves a name outside the old flow alone (a loader, the built workspace), and nothing stored', () => {
    expect(moved(TERMINAL_STEP, flowOf('x'))).toBe(TERMINAL_STEP);
    expect(moved('tenant_building_loader', flowOf('x'))).toBe('tenant_building_loader');
    expect(moved(null, flowOf('x'))).toBeNull();
  });

  it('never lands on a step the new flow does not have', () => {
    const next = flowOf('p', 'q');
    for (const stored of ['a', 'b', 'c', 'd']) expect(['p', 'q']).toContain(moved(stored, next));
  });
});
