import type { SignupRequest } from '../../shared/contract/signup';
import type { Envelope, OnboardingUserData, StepSaveReply } from '../../shared/contract';
import { ApiCallError } from './errors';
import { api } from './http';
import { request, send } from './request';
import { isSameSitePath } from '../../shared/http/sameSitePath';

/** What a reply that signs the client in carries (on the envelope and in data). */
export interface AuthReply {
  token: string;
  auth_header_name: string;
  sessionIdentifier: string;
}

type LooseEnvelope<T> = Envelope<T> & { message?: string; error?: unknown };

const post = <T>(path: string, body: object, fallback?: string) =>
  request<T>(api.json.post(path, body), fallback);

/** The email-check reply when the address is registered (docs/api-contract.md, Accounts). */
export interface EmailExists {
  show_login: boolean;
  displayMessage: string;
  loginURL: string;
  tenantId: string;
}

/** POST /user/checkEmailExists: null when the address is free, else how the form shows it. */
export async function checkEmailExists(email: string): Promise<EmailExists | null> {
  const data = await post<EmailExists | false | null>('/user/checkEmailExists', { email });
  if (!data) return null;
  return { ...data, tenantId: data.tenantId || 'helpdesk' };
}

export type SignupReply = AuthReply & Partial<OnboardingUserData>;

export function signup(request: SignupRequest): Promise<SignupReply> {
  return post<SignupReply>('/user/signup', request);
}

export interface TenantCheck {
  tenant: string;
  tenantDomain: string;
}

export function checkTenant(tenant: string): Promise<TenantCheck> {
  return post<TenantCheck>('/user/checkTenant', { tenant }, 'Something happened');
}

export interface LoginRequest {
  tenantId: string;
  email: string;
  password: string;
  gRecaptchaToken: string;
}

export type LoginReply = AuthReply & { stepName: string; tenantDomain: string };

export function login(request: LoginRequest): Promise<LoginReply> {
  return post<LoginReply>('/user/login', request);
}

export function forgotPassword(email: string, tenantId = ''): Promise<null> {
  return post<null>('/user/forgotPassword', { email, tenantId });
}

export function forgotDomain(email: string): Promise<null> {
  return post<null>('/user/forgotDomain', { email });
}

export function resetPassword(token: string, password: string): Promise<{ tenantName: string }> {
  return post<{ tenantName: string }>('/user/resetPassword', { token, password });
}

/** POST /user/checkResetToken: resolves when the reset link can still be used, without spending it. */
export async function checkResetToken(token: string): Promise<void> {
  await post<{ valid: boolean }>('/user/checkResetToken', { token });
}

export function verifyEmail(token: string): Promise<{ isEmailVerified: boolean; email: string }> {
  return post('/user/verifyEmail', { token });
}

/** POST /user/updateDomainName: the signed-in user's new subdomain. */
export function updateDomainName(
  domain: string,
  userId: string,
): Promise<Partial<StepSaveReply> | null> {
  return post<Partial<StepSaveReply> | null>('/user/updateDomainName', { domain, userId });
}

export interface LoginRedirectReply extends Partial<AuthReply> {
  actionType: 'login' | 'signup' | 'email_verification' | string;
}

/** Only a path on this origin may be posted to; anything else falls back to the standard route. */
export function safeSubmitPath(path: string | null | undefined): string {
  const standard = '/api/central/loginRedirect';
  if (!path) return standard;
  const trimmed = path.trim();
  return isSameSitePath(trimmed) ? trimmed : standard;
}

/**
 * POST /api/central/loginRedirect (an absolute path, whatever the API version) or the custom submit
 * path from the address. A reply with status '0' or err fails with its message.
 */
export async function loginRedirect(
  token: string,
  path?: string | null,
): Promise<LoginRedirectReply> {
  type Reply = LooseEnvelope<LoginRedirectReply> & { status?: string };
  // baseURL '/' keeps the absolute path as it is instead of putting it under /api.
  const body = await send(api.json.post<Reply>(safeSubmitPath(path), { token }, { baseURL: '/' }));
  if (body.status === '0' || body.err || body.error) {
    throw new ApiCallError(
      body.msg || body.message || 'Something went wrong!',
      body.status_code,
      undefined,
      body.data,
    );
  }
  return { ...(body.data ?? { actionType: '' }) } as LoginRedirectReply;
}

/** POST /user/logout: the server revokes this session, so its token opens nothing afterwards. */
export function logout(): Promise<null> {
  return post<null>('/user/logout', {});
}
