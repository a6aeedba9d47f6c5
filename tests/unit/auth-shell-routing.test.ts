import { describe, expect, it } from 'vitest';
import { readApiBase } from '../../src/api/apiBase';
import { authViewAt, authViewFor } from '../../src/app/AuthShell';

describe('the auth shell picks its view by path prefix', () => {
  it.each([
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/forget-password', 'forgotPassword'],
    ['/forget-pasword', 'forgotPassword'],
    ['/reset-password/abc', 'resetPassword'],
    ['/forgotSubDomain', 'forgotSubdomain'],
  ])('%s shows %s', (path, view) => {
    expect(authViewFor(path)).toBe(view);
    expect(authViewAt(path)).toBe(view);
  });

  it.each(['/', '/signup/business_category', '/login/extra', '/studio', '/nowhere'])(
    '%s is not one of its routes, so no view of it is loaded ahead',
    (path) => expect(authViewAt(path)).toBeUndefined(),
  );
});

describe('the API base path', () => {
  it('comes from the meta tag the server writes', () => {
    document.head.innerHTML = '<meta name="onramp-api-base" content="/api/v3" />';
    expect(readApiBase()).toBe('/api/v3');
  });

  it('falls back to /api when the tag is missing or not a path', () => {
    document.head.innerHTML = '<meta name="onramp-api-base" content="https://evil.example" />';
    expect(readApiBase()).toBe('/api');
    document.head.innerHTML = '';
    expect(readApiBase()).toBe('/api');
  });
});
