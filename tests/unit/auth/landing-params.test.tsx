import { render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { safeSubmitPath } from '../../../src/api/account';
import { LandingParams } from '../../../src/app/LandingParams';
import {
  hasLandingParams,
  loginRedirectTarget,
  readLandingParams,
  withoutLandingParams,
} from '../../../src/app/landingParams';
import { storedPlanIdAtom } from '../../../src/state/selectedPlan';

describe('the query parameters read on load', () => {
  it('reads the login-redirect token, its submit path and the selected plan', () => {
    expect(
      readLandingParams(
        '?login-redirect-token=t1&token-submit-path=%2Fapi%2Fsso&selectedPlanId=kilo_monthly',
      ),
    ).toEqual({
      loginRedirectToken: 't1',
      tokenSubmitPath: '/api/sso',
      selectedPlanId: 'kilo_monthly',
    });
  });

  it('removes them from the address and keeps the rest', () => {
    expect(withoutLandingParams('?selectedPlanId=x&tenant=acme')).toBe('?tenant=acme');
    expect(withoutLandingParams('?login-redirect-token=t&token-submit-path=/p')).toBe('');
    expect(hasLandingParams('?tenant=acme')).toBe(false);
    expect(hasLandingParams('?selectedPlanId=x')).toBe(true);
  });

  it('leaves success=true to the page that uses it', () => {
    expect(hasLandingParams('?success=true')).toBe(false);
  });

  it('posts a custom submit path only when it is a path on this origin', () => {
    expect(safeSubmitPath(null)).toBe('/api/central/loginRedirect');
    expect(safeSubmitPath('/api/custom/redirect')).toBe('/api/custom/redirect');
    expect(safeSubmitPath('https://evil.example/steal')).toBe('/api/central/loginRedirect');
    expect(safeSubmitPath('//evil.example/steal')).toBe('/api/central/loginRedirect');
  });

  it.each([
    '/\\evil.example/steal',
    '/\t/evil.example/steal',
    '/\n/evil.example',
    '/api\\..\\x',
    '/\r/evil.example',
  ])('refuses the submit path %j, which a URL parser would take off this origin', (path) => {
    expect(safeSubmitPath(path)).toBe('/api/central/loginRedirect');
  });

  it('sends each actionType where the spec says', () => {
    const verification = '/signup/email_verification';
    expect(loginRedirectTarget('login', true, verification)).toBe('resume');
    expect(loginRedirectTarget('signup', true, verification)).toBe('/login');
    expect(loginRedirectTarget('email_verification', true, verification)).toBe(
      '/signup/email_verification?success=true',
    );
    expect(loginRedirectTarget('email_verification', false, verification)).toBe('/login');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

describe('LandingParams', () => {
  it('stores selectedPlanId and takes it out of the address', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/signup?selectedPlanId=mega_yearly&tenant=acme']}>
          <LandingParams>
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </LandingParams>
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/signup?tenant=acme'),
    );
    expect(store.get(storedPlanIdAtom)).toBe('mega_yearly');
  });
});
