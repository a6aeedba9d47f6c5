import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { recoveryErrorMessage, resetErrorMessage } from '../../../src/app/auth/recoveryMessages';
import { tenantErrorMessage } from '../../../src/app/auth/tenantMessage';
import { accessDecision } from '../../../src/engine/react/accessGuard';
import { flowStep as stepOf } from '../steps/renderStep';
import { domainFailure } from '../../../src/app/submit/signupOrUpdateDomain';
import { fieldProblemsOf } from '../../../src/engine/react/serverErrors';
import { takenIn } from '../../../renderers/widgets/subdomainMessages';
import type { FieldProblem } from '../../../shared/contract/envelope';

describe('the access guard of the session routes', () => {
  it('sends a visitor without a user to /login', () => {
    expect(accessDecision(stepOf('business_category'), 'signedOut', false, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets a new signup with its signup data see tenant_domain', () => {
    expect(accessDecision(stepOf('tenant_domain'), 'signedOut', false, true)).toEqual({
      kind: 'newSignup',
    });
  });

  it('sends tenant_domain without signup data back to /signup', () => {
    expect(accessDecision(stepOf('tenant_domain'), 'signedOut', false, false)).toEqual({
      kind: 'redirect',
      to: '/signup',
    });
  });

  it('waits for the user data of a session just signed in', () => {
    expect(accessDecision(stepOf('tenant_domain'), 'signedOut', true, false)).toEqual({
      kind: 'wait',
    });
    expect(accessDecision(stepOf('payment'), 'loading', true, false)).toEqual({ kind: 'wait' });
    expect(accessDecision(stepOf('payment'), 'ready', true, false)).toEqual({ kind: 'user' });
  });
});

describe('the error catalogue (docs/api-contract.md)', () => {
  const failure = (code: string, message = '') => new ApiCallError(message, code, 400);

  it('maps the recovery codes, matched case-insensitively after trimming', () => {
    expect(recoveryErrorMessage(failure(' no_user_found_with_email '))).toEqual({
      id: 'auth.recovery.errors.NO_USER_FOUND_WITH_EMAIL',
    });
    expect(recoveryErrorMessage(failure('EMAIL_NOT_SENT'))).toEqual({
      id: 'auth.recovery.errors.EMAIL_NOT_SENT',
    });
    expect(recoveryErrorMessage(failure('rate_limited', 'Too many requests'))).toEqual({
      id: 'Too many requests',
    });
    expect(recoveryErrorMessage(failure('boom'))).toEqual({ id: 'app.genericError' });
  });

  it.each([
    'TOKEN_NOT_VALID',
    'NO_USER_FOUND_WITH_EMAIL',
    'TOKEN_NOT_VERIFIED',
    'PASSWORD_CONSTRAINTS_FAILED',
    'PASSWORD_UPDATE_FAILED',
    'EMAIL_NOT_SENT',
  ])('gives the reset code %s its own message', (code) => {
    expect(resetErrorMessage(failure(code, 'server words'))).toEqual({
      id: `auth.resetPassword.errors.${code}`,
    });
  });

  it("says when a tenant does not exist, and 'Something happened' by default", () => {
    expect(tenantErrorMessage(new ApiCallError('x', 'tenant_not_found', 404))).toEqual({
      id: 'auth.login.tenantNotFound',
    });
    expect(tenantErrorMessage(new Error('offline'))).toEqual({ id: 'Something happened' });
  });

  it("shows a taken subdomain at the field as the server sent it, with the server's suggestions", () => {
    const problem: FieldProblem = {
      path: '/domain',
      message: {
        id: 'errors.domainTaken',
        params: { name: 'acme', suggestions: ['acme-hq', 'acme-app'] },
      },
    };
    const taken = domainFailure(
      new ApiCallError(
        '"acme" is already taken. Try something else',
        'domain_already_exists',
        409,
        { suggestions: ['acme-hq', 'acme-app'], errors: [problem] },
      ),
    );
    expect(fieldProblemsOf(taken)).toEqual([problem]);
    expect(takenIn(fieldProblemsOf(taken)!)).toEqual({
      message: problem.message,
      suggestions: ['acme-hq', 'acme-app'],
    });
  });

  it('finds no taken name among problems that offer no other names', () => {
    expect(takenIn([{ path: '/domain', message: { id: 'errors.subdomainRule' } }])).toBeNull();
  });

  it('shows a signup field problem of another step above the button', () => {
    const other = domainFailure(
      new ApiCallError('Please enter your first name.', 'validation_failed', 400, {
        errors: [{ path: '/firstName', message: 'Please enter your first name.' }],
      }),
    );
    expect(other.data).toBeNull();
    expect(other.message).toBe('Please enter your first name.');
  });
});
