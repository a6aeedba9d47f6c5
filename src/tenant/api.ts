import { readApiBase } from '../api/apiBase';

const base = `${readApiBase()}/tenant`;

export interface TenantContext {
  name: string;
  subdomain: string;
  logoUrl: string | null;
  palette: string[];
  brand: {
    id: string;
    name: string;
    logo: string;
    favicon: string;
    colors: Record<string, string>;
    /** Every language the brand offers, its default first. */
    locales: string[];
    defaultLanguage: string;
  };
  /** The language the tenant's owner keeps (users.language), or null. */
  language: string | null;
  loginUrl: string;
}

export interface Workspace {
  name: string;
  subdomain: string;
  plan: { planId?: string; price?: number; type?: string } | null;
  planName: string | null;
  logoUrl: string | null;
  palette: string[];
  /** ISO 8601. */
  createdAt: string;
  stages: { name: string; duration: number }[];
  campaign: { subject: string; preheader: string; html: string; generator: string } | null;
  knowledge: { qaPairs: number; documents: number };
}

export interface BotAnswer {
  answered: boolean;
  answer: string | null;
  source: { kind: 'qa' | 'knowledge_base'; title: string; url: string | null } | null;
}

export class TenantApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Whether a call failed because this browser holds no live session for the workspace. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof TenantApiError && error.status === 401;
}

// The session travels in an HttpOnly cookie the server sets, which this origin's fetch sends.
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${path}`, { ...init, headers, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as {
    err?: boolean;
    msg?: string;
    status_code?: string;
    data?: T;
  } | null;
  if (!res.ok || !body || body.err) {
    throw new TenantApiError(
      body?.msg || 'Something went wrong!',
      res.status,
      body?.status_code ?? '',
      body?.data ?? null,
    );
  }
  return body.data as T;
}

export const fetchContext = () => call<TenantContext>('/context');
export const fetchWorkspace = () => call<Workspace>('/workspace');
export const askBot = (question: string) =>
  call<BotAnswer>('/bot/ask', { method: 'POST', body: JSON.stringify({ question }) });
/** Keeps the signed-in member's choice of language on the server. */
export const saveLanguage = (language: string) =>
  call<{ language: string }>('/language', { method: 'PUT', body: JSON.stringify({ language }) });

/**
 * Spends the one-time login token from the URL for a session this browser keeps (every tab, and
 * across restarts) until it expires or is signed out.
 */
export async function signInWithToken(loginToken: string): Promise<void> {
  await call<{ expiresInSeconds: number }>('/session', {
    method: 'POST',
    body: JSON.stringify({ loginToken }),
  });
}

/** Revokes this browser's session on the server, which also drops its cookie. */
export async function signOut(): Promise<void> {
  await call<null>('/session', { method: 'DELETE' });
}
