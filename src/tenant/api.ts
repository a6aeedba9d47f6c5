import axios from 'axios';
import { readApiBase } from '../api/apiBase';
import { ApiCallError } from '../api/errors';
import { request } from '../api/request';
import type { BotAnswer, TenantContext, Workspace } from '../../shared/contract/tenant';

// The session travels in an HttpOnly cookie the server sets, which this origin's requests send.
const client = axios.create({
  baseURL: `${readApiBase()}/tenant`,
  headers: { 'Content-Type': 'application/json' },
});

/** Whether a call failed because this browser holds no live session for the workspace. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiCallError && error.httpStatus === 401;
}

export const fetchContext = () => request<TenantContext>(client.get('/context'));
export const fetchWorkspace = () => request<Workspace>(client.get('/workspace'));
export const askBot = (question: string) =>
  request<BotAnswer>(client.post('/bot/ask', { question }));
/** Keeps the signed-in member's choice of language on the server. */
export const saveLanguage = (language: string) =>
  request<{ language: string }>(client.put('/language', { language }));

/**
 * Spends the one-time login token from the URL for a session this browser keeps (every tab, and
 * across restarts) until it expires or is signed out.
 */
export async function signInWithToken(loginToken: string): Promise<void> {
  await request(client.post('/session', { loginToken }));
}

/** Revokes this browser's session on the server, which also drops its cookie. */
export async function signOut(): Promise<void> {
  await request(client.delete('/session'));
}
