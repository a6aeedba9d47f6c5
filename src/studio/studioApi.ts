import axios from 'axios';
import { readApiBase } from '../api/apiBase';
import { toApiCallError } from '../api/errors';
import type { Envelope } from '../../shared/contract';
import type { ConfigFileTexts } from './draft/configFiles';

import type { ConfigProblem } from '../../shared/config/problem';

export type { ConfigProblem };

export interface ConfigVersion {
  id: string;
  number: number;
  basedOn: string | null;
  note: string;
  publishedBy: string;
  /** The publishing operator's email, or "repository" for a deploy. */
  publisher: string;
  publishedAt: string;
}

export type FileChange =
  | { path: string; change: 'added' | 'removed' }
  | { path: string; change: 'changed'; pointers: string[] };

export type FileEdits = Record<string, string | null>;

/**
 * The Studio's API (/api/studio): an operator's bearer token, no portal session or cookies.
 * `onSessionEnded` hears a 401 that says the operator's session is gone.
 */
export function createStudioApi(token: () => string | null, onSessionEnded: () => void) {
  const client = axios.create({
    baseURL: `${readApiBase()}/studio`,
    headers: { 'Content-Type': 'application/json' },
  });
  client.interceptors.request.use((config) => {
    const current = token();
    if (current) config.headers.set('Authorization', `Bearer ${current}`);
    return config;
  });
  const call = async <T>(request: Promise<{ data: Envelope<T> }>): Promise<T> => {
    try {
      return (await request).data.data as T;
    } catch (error) {
      const failure = toApiCallError(error);
      if (failure.statusCode === 'operator_session_required') onSessionEnded();
      throw failure;
    }
  };
  return {
    signIn: (email: string, password: string) =>
      call<{ token: string; email: string }>(client.post('/session', { email, password })),
    me: () => call<{ email: string }>(client.get('/me')),
    signOut: () => call<null>(client.delete('/session')),
    versions: () =>
      call<{ liveVersionId: string | null; versions: ConfigVersion[] }>(client.get('/versions')),
    filesOf: (versionId: string) =>
      call<{ versionId: string; files: ConfigFileTexts }>(
        client.get(`/versions/${versionId}/files`),
      ),
    diff: (versionId: string, against?: string) =>
      call<{ versionId: string; againstVersionId: string | null; changes: FileChange[] }>(
        client.get(`/versions/${versionId}/diff`, { params: against ? { against } : {} }),
      ),
    check: (basedOn: string, files: FileEdits) =>
      call<{ problems: ConfigProblem[] }>(client.post('/check', { basedOn, files })),
    publish: (basedOn: string, note: string, files: FileEdits) =>
      call<{ version: ConfigVersion }>(client.post('/versions', { basedOn, note, files })),
    rollBack: (versionId: string) =>
      call<{ liveVersionId: string }>(client.post(`/versions/${versionId}/rollback`)),
    /** Moves the users in flight on every other version to this one. */
    migrate: (versionId: string) =>
      call<{ moved: Record<string, number>; finished: number }>(
        client.post(`/versions/${versionId}/migrate`, {}),
      ),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;
