import { startLanguage, type BrandLanguages } from '../i18n';
import type { TenantContext, Workspace } from '../../shared/contract/tenant';
import { fetchContext, fetchWorkspace, isSignedOut, signInWithToken } from './api';
import { languagesOf } from './brandLanguages';
import { applyTheme } from './tenantTheme';

const LOGIN_TOKEN_PARAM = 'login-token';

export type TenantState =
  | { status: 'loading' }
  | { status: 'notFound' }
  /** `left`: the user signed out here just now; else no session yet, or it ended. */
  | { status: 'signedOut'; context: TenantContext; languages: BrandLanguages; left?: boolean }
  | { status: 'ready'; context: TenantContext; languages: BrandLanguages; workspace: Workspace };

/** Spends a ?login-token= once (and removes it from the address), then loads the workspace. */
export async function loadTenant(): Promise<TenantState> {
  const url = new URL(window.location.href);
  const loginToken = url.searchParams.get(LOGIN_TOKEN_PARAM);
  if (loginToken) {
    url.searchParams.delete(LOGIN_TOKEN_PARAM);
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  const context = await fetchContext();
  const languages = languagesOf(context.brand);
  // This origin keeps no choice from the portal: the owner's language comes before the browser's.
  await startLanguage(languages, context.language);
  applyTheme(context);
  // A link already spent (reloaded, opened twice) leaves the session this browser may hold.
  if (loginToken) await signInWithToken(loginToken).catch(() => undefined);
  try {
    return { status: 'ready', context, languages, workspace: await fetchWorkspace() };
  } catch (error) {
    if (isSignedOut(error)) return { status: 'signedOut', context, languages };
    throw error;
  }
}

/** The signed-out screen in place of a signed-in one; `left` when this browser signed out. */
export function signedOutFrom(state: TenantState, left: boolean): TenantState {
  return state.status === 'ready'
    ? { status: 'signedOut', context: state.context, languages: state.languages, left }
    : state;
}
