import { describe, expect, it } from 'vitest';
import { isTerminal, mustSaveToLeave, stepStillAhead, stepWithRole } from '../../../shared/flow';
import { assistedFlow, contextOf, flowOf, mainFlow, step, TERMINAL_STEP } from './fixtures';

describe('step roles', () => {
  it.each([
    ['signup', 'tenant_domain'],
    ['category', 'business_category'],
    ['loader', 'personalizing_loader'],
    ['checkout', 'payment'],
  ] as const)('the %s step of both shipped flows is %s', (role, name) => {
    expect(stepWithRole(mainFlow, role)?.name).toBe(name);
    expect(stepWithRole(assistedFlow, role)?.name).toBe(name);
  });

  it('follows the role, not the name, when an operator renames a step', () => {
    const flow = flowOf('a', step('pay_now', { role: 'checkout' }));
    expect(stepWithRole(flow, 'checkout')?.name).toBe('pay_now');
    expect(stepWithRole(flow, 'loader')).toBeUndefined();
  });

  it("knows the flow's terminal stepName", () => {
    expect(isTerminal(mainFlow, TERMINAL_STEP)).toBe(true);
    expect(isTerminal(mainFlow, 'payment')).toBe(false);
    expect(isTerminal(mainFlow, null)).toBe(false);
  });
});

describe('mustSaveToLeave', () => {
  const flow = flowOf('a', 'b', 'c');
  it('holds on the stored step and the steps before it is passed', () => {
    expect(mustSaveToLeave(contextOf({ flow, userData: { stepName: 'b' } }), 'b')).toBe(true);
    expect(mustSaveToLeave(contextOf({ flow, userData: { stepName: 'b' } }), 'c')).toBe(true);
  });
  it('does not hold on a step the stored step has passed, nor past the flow', () => {
    expect(mustSaveToLeave(contextOf({ flow, userData: { stepName: 'b' } }), 'a')).toBe(false);
    const done = contextOf({ flow, userData: { stepName: TERMINAL_STEP } });
    expect(mustSaveToLeave(done, 'c')).toBe(false);
  });
});

describe('stepStillAhead', () => {
  const flow = flowOf('a', 'b', step('pay', { role: 'checkout' }));
  it('names a stored step that is not the last', () => {
    expect(stepStillAhead(contextOf({ flow, userData: { stepName: 'a' } }))).toBe('a');
  });
  it('names the payment step even when it is the last', () => {
    expect(stepStillAhead(contextOf({ flow, userData: { stepName: 'pay' } }))).toBe('pay');
  });
  it('is undefined for the last step when it is not payment, and once outside the flow', () => {
    const plain = flowOf('a', 'b');
    expect(stepStillAhead(contextOf({ flow: plain, userData: { stepName: 'b' } }))).toBeUndefined();
    const paid = contextOf({ flow, userData: { stepName: TERMINAL_STEP } });
    expect(stepStillAhead(paid)).toBeUndefined();
  });
});
