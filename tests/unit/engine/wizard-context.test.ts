import type { Registry } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { wizardContextOf, type AuthFormContext } from '../../../renderers/context/wizardContext';

const registryWith = (formContext: unknown) => ({ formContext }) as unknown as Registry;

describe('the wizard context renderers read', () => {
  it('is what the form gave, with the rest absent when a form gives only part (an auth form)', async () => {
    const auth: AuthFormContext = {
      errorsHidden: true,
      tenantDomainSuffix: '.onramp.example',
    };
    const context = wizardContextOf(registryWith(auth));
    expect(context).toMatchObject(auth);
    expect(context.userData).toBeUndefined();
    expect(context.selectedPlanId).toBeNull();
    expect(context.flow.stepNameWithRole('loader')).toBeUndefined();
    await expect(context.services.paymentPlans()).rejects.toThrow('not available');
  });

  it('shows errors and no suffix when the form gave no context at all', () => {
    const context = wizardContextOf(registryWith(undefined));
    expect(context.errorsHidden).toBe(false);
    expect(context.tenantDomainSuffix).toBe('');
    expect(context.botCheck).toBeNull();
  });
});
