import axios from 'axios';
import { readApiBase } from '../api/apiBase';
import { toApiCallError } from '../api/errors';
import type { Envelope } from '../../shared/contract';
import type { BotCheckSettings } from '../app/botCheck/settings';
import type { ConfigFileTexts } from './draft/configFiles';

import type { ConfigProblem } from '../../shared/config/problem';
import type {
  ExperimentArm,
  ExperimentResult as Experiment,
  Funnel,
  FunnelStep,
} from '../../shared/contract/studio';

export type { Experiment, ExperimentArm, FunnelStep };

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

/** What the funnels follow: whole days (YYYY-MM-DD, both included) and optional filters. */
export interface FunnelQuery {
  from?: string;
  to?: string;
  version?: string;
  language?: string;
  category?: string;
}

export interface FunnelReport {
  from: string;
  to: string;
  funnel: Funnel;
  languages: string[];
  categories: string[];
}

export interface NewExperiment {
  name: string;
  controlVersionId: string;
  variantVersionId: string;
  variantShare: number;
}

/** Only the filters given: an empty one means "all". */
const queryOf = (query: FunnelQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value));

/** The Studio's sign-in always shows ALTCHA, with its challenge from the Studio's API. */
export function studioBotCheckSettings(): BotCheckSettings {
  return {
    provider: 'altcha',
    siteKey: '',
    challengeUrl: `${readApiBase()}/studio/altcha/challenge`,
  };
}

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
    /** `botCheckToken`: the solved challenge of studioBotCheckSettings' widget. */
    signIn: (email: string, password: string, botCheckToken: string) =>
      call<{ token: string; email: string }>(
        client.post('/session', { email, password, botCheckToken }),
      ),
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
    experiments: () => call<{ experiments: Experiment[] }>(client.get('/experiments')),
    startExperiment: (experiment: NewExperiment) =>
      call<{ experiment: Omit<Experiment, 'comparison'> }>(client.post('/experiments', experiment)),
    stopExperiment: (experimentId: string, winner: ExperimentArm) =>
      call<{ experiment: Omit<Experiment, 'comparison'> }>(
        client.post(`/experiments/${experimentId}/stop`, { winner }),
      ),
    funnel: (query: FunnelQuery) =>
      call<FunnelReport>(client.get('/funnel', { params: queryOf(query) })),
    /** The same funnel as a CSV file, to save. */
    funnelCsv: async (query: FunnelQuery) => {
      try {
        const res = await client.get<Blob>('/funnel.csv', {
          params: queryOf(query),
          responseType: 'blob',
        });
        return res.data;
      } catch (error) {
        const failure = toApiCallError(error);
        if (failure.statusCode === 'operator_session_required') onSessionEnded();
        throw failure;
      }
    },
    /** Keeps the edit unpublished at an unguessable id, for the preview and a link to share. */
    saveDraft: (basedOn: string, files: FileEdits) =>
      call<{ draftId: string; expiresAt: string }>(client.post('/drafts', { basedOn, files })),
    /** Moves the users in flight on every other version to this one. */
    migrate: (versionId: string) =>
      call<{ moved: Record<string, number>; finished: number }>(
        client.post(`/versions/${versionId}/migrate`, {}),
      ),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;
