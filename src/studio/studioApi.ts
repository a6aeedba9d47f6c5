import axios, { type AxiosRequestConfig } from 'axios';
import { readApiBase } from '../api/apiBase';
import { request, send } from '../api/request';
import type { BotCheckSettings } from '../app/botCheck/settings';
import type { ConfigFileTexts } from './draft/configFiles';

import type { ConfigProblem } from '../../shared/config/problem';
import type { OperatorRole } from '../../shared/contract/operatorRoles';
import type { ApiKeyScope } from '../../shared/contract/apiKeyScopes';
import type {
  ApiKeyUsage,
  ConfigVersion,
  CreatedApiKey,
  ExperimentArm,
  ExperimentGoal,
  ExperimentResult as Experiment,
  Funnel,
  FunnelStep,
  FunnelTimeline,
  ListedApiKey,
  ListedConfigVersion,
  ListedOperator,
  LiveVersionChange,
  PendingInvitation,
  PresentOperator,
  ScheduledPublish,
  TranslationSuggestion,
} from '../../shared/contract/studio';

export type {
  ApiKeyUsage,
  ConfigVersion,
  CreatedApiKey,
  ListedApiKey,
  Experiment,
  ExperimentArm,
  ExperimentGoal,
  FunnelStep,
  FunnelTimeline,
  ListedConfigVersion,
  ListedOperator,
  LiveVersionChange,
  PendingInvitation,
  PresentOperator,
  ScheduledPublish,
  TranslationSuggestion,
};

export type { ConfigProblem };

export type FileEdits = Record<string, string | null>;

/** What a brand image is for (a favicon may also be an .ico). */
export type AssetKind = 'logo' | 'favicon' | 'poster';

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
  timeline: FunnelTimeline;
}

/** What any experiment is started with. */
export interface ExperimentSettings {
  name: string;
  variantShare: number;
  goal: ExperimentGoal;
}

export interface NewExperiment extends ExperimentSettings {
  controlVersionId: string;
  variantVersionId: string;
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
 * `onSessionEnded` hears a 401 that says the operator's session is gone; whenRoleRefused's
 * listeners hear a 403 that says the operator's role may not do that (it may have just changed).
 */
export function createStudioApi(token: () => string | null, onSessionEnded: () => void) {
  const roleRefusedListeners = new Set<() => void>();
  const client = axios.create({
    baseURL: `${readApiBase()}/studio`,
    headers: { 'Content-Type': 'application/json' },
  });
  client.interceptors.request.use((config) => {
    const current = token();
    if (current) config.headers.set('Authorization', `Bearer ${current}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    const body: unknown = axios.isAxiosError(error) ? error.response?.data : null;
    const statusCode = (body as { status_code?: unknown } | null)?.status_code;
    if (statusCode === 'operator_session_required') onSessionEnded();
    if (statusCode === 'role_forbidden') roleRefusedListeners.forEach((listener) => listener());
    return Promise.reject(error);
  });
  const call = <T>(config: AxiosRequestConfig) => request<T>(client.request(config));
  const get = <T>(url: string, params?: object) => call<T>({ url, params });
  const post = <T>(url: string, data?: object) => call<T>({ method: 'post', url, data });
  return {
    /** Calls `listener` on every 403 role_forbidden until the returned function is called. */
    whenRoleRefused: (listener: () => void) => {
      roleRefusedListeners.add(listener);
      return () => void roleRefusedListeners.delete(listener);
    },
    /** `botCheckToken`: the solved challenge of studioBotCheckSettings' widget. */
    signIn: (email: string, password: string, botCheckToken: string) =>
      post<{ token: string; email: string; role: OperatorRole }>('/session', {
        email,
        password,
        botCheckToken,
      }),
    me: () => get<{ email: string; role: OperatorRole }>('/me'),
    signOut: () => call<null>({ method: 'delete', url: '/session' }),
    versions: () =>
      get<{ liveVersionId: string | null; versions: ListedConfigVersion[] }>('/versions'),
    filesOf: (versionId: string) =>
      get<{ versionId: string; files: ConfigFileTexts }>(`/versions/${versionId}/files`),
    check: (basedOn: string, files: FileEdits) =>
      post<{ problems: ConfigProblem[] }>('/check', { basedOn, files }),
    publish: (basedOn: string, note: string, files: FileEdits) =>
      post<{ version: ConfigVersion }>('/versions', { basedOn, note, files }),
    /** The same edit kept to publish at `publishAt` (ISO 8601 with a zone). */
    schedulePublish: (basedOn: string, note: string, files: FileEdits, publishAt: string) =>
      post<{ scheduledId: string; publishAt: string }>('/scheduled-publishes', {
        basedOn,
        note,
        files,
        publishAt,
      }),
    scheduledPublishes: () => get<{ scheduled: ScheduledPublish[] }>('/scheduled-publishes'),
    cancelScheduledPublish: (scheduledId: string) =>
      call<null>({ method: 'delete', url: `/scheduled-publishes/${scheduledId}` }),
    /** This tab's heartbeat, with the version its draft started from; answers who else is here. */
    presence: (baseVersionId: string | null) =>
      post<{ others: PresentOperator[] }>('/presence', { baseVersionId }),
    rollBack: (versionId: string) =>
      post<{ liveVersionId: string }>(`/versions/${versionId}/rollback`),
    /** The experiments, and the live flow's steps a new one's goal may be. */
    experiments: () => get<{ experiments: Experiment[]; liveSteps: string[] }>('/experiments'),
    startExperiment: (experiment: NewExperiment) =>
      post<{ experiment: Omit<Experiment, 'comparison'> }>('/experiments', experiment),
    /** Tests the draft against the live version without publishing it: its variant is the draft. */
    startExperimentOnDraft: (basedOn: string, files: FileEdits, settings: ExperimentSettings) =>
      post<{ experiment: Omit<Experiment, 'comparison'>; version: ConfigVersion }>(
        '/experiments/draft',
        { basedOn, files, ...settings },
      ),
    stopExperiment: (experimentId: string, winner: ExperimentArm) =>
      post<{ experiment: Omit<Experiment, 'comparison'> }>(`/experiments/${experimentId}/stop`, {
        winner,
      }),
    funnel: (query: FunnelQuery) => get<FunnelReport>('/funnel', queryOf(query)),
    /** The same funnel as a CSV file, to save. */
    funnelCsv: (query: FunnelQuery) =>
      send(client.get<Blob>('/funnel.csv', { params: queryOf(query), responseType: 'blob' })),
    /** Keeps the edit unpublished at an unguessable id, for the preview and a link to share. */
    saveDraft: (basedOn: string, files: FileEdits) =>
      post<{ draftId: string; expiresAt: string }>('/drafts', { basedOn, files }),
    /** Translations of texts a language lacks, for the operator to confirm; nothing is written. */
    suggestTranslations: (language: string, texts: { id: string; source: string }[]) =>
      post<{ generator: string; suggestions: TranslationSuggestion[] }>(
        '/translations/suggestions',
        { language, texts },
      ),
    /** Moves the users in flight on every other version to this one. */
    /** Uploads a brand image; answers the URL the draft can point at. */
    uploadAsset: (kind: AssetKind, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call<{ url: string; contentType: string }>({
        method: 'post',
        url: '/assets',
        params: { kind },
        data: form,
        // Not the client's JSON: axios would turn the form into JSON; the browser sets the boundary.
        headers: { 'Content-Type': 'multipart/form-data' },
      });
    },
    migrate: (versionId: string) =>
      post<{ moved: Record<string, number>; finished: number }>(
        `/versions/${versionId}/migrate`,
        {},
      ),
    /** The operators and the invitations pending (admins only). */
    operators: () =>
      get<{ operators: ListedOperator[]; invitations: PendingInvitation[] }>('/operators'),
    changeRole: (operatorId: string, role: OperatorRole) =>
      call<{ operatorId: string; role: OperatorRole }>({
        method: 'patch',
        url: `/operators/${operatorId}`,
        data: { role },
      }),
    removeOperator: (operatorId: string) =>
      call<null>({ method: 'delete', url: `/operators/${operatorId}` }),
    /** Mails `email` a link to /studio/invite to become an operator with `role`, in `language`. */
    invite: (email: string, role: OperatorRole, language?: string) =>
      post<{ invitationId: string }>('/invitations', { email, role, language }),
    revokeInvitation: (invitationId: string) =>
      call<null>({ method: 'delete', url: `/invitations/${invitationId}` }),
    /** The brand's API keys (admins only), never their secrets. */
    apiKeys: () => get<{ keys: ListedApiKey[] }>('/api-keys'),
    /** A new key: its secret is in this answer only. */
    createApiKey: (name: string, scopes: ApiKeyScope[]) =>
      post<CreatedApiKey>('/api-keys', { name, scopes }),
    /** Revokes the key: every call with it is refused from now on. */
    revokeApiKey: (keyId: string) => call<null>({ method: 'delete', url: `/api-keys/${keyId}` }),
    /** When the key was last used and its calls of the last hours, by route and status. */
    apiKeyUsage: (keyId: string) => get<ApiKeyUsage>(`/api-keys/${keyId}/usage`),
    /** Whose invitation a link's token is, before the invitee chooses a password. */
    inspectInvitation: (token: string) =>
      post<{ email: string; role: OperatorRole }>('/invitations/inspect', { token }),
    /** Spends the invitation, creating the operator; answers their session. */
    acceptInvitation: (token: string, password: string) =>
      post<{ token: string; email: string; role: OperatorRole }>('/invitations/accept', {
        token,
        password,
      }),
    /** The brand's webhook endpoints (never their secrets) and the events they may choose. */
    webhooks: () => get<{ endpoints: WebhookEndpoint[]; eventTypes: string[] }>('/webhooks'),
    /** Adds an endpoint; its signing secret is answered this once. */
    addWebhook: (url: string, description: string, events: string[]) =>
      post<{ endpoint: WebhookEndpoint; secret: string }>('/webhooks', {
        url,
        description,
        events,
      }),
    /** Changes the endpoint's fields named in `change`; a new URL is checked as when adding. */
    changeWebhook: (endpointId: string, change: WebhookChange) =>
      call<{ endpoint: WebhookEndpoint }>({
        method: 'patch',
        url: `/webhooks/${endpointId}`,
        data: change,
      }),
    removeWebhook: (endpointId: string) =>
      call<null>({ method: 'delete', url: `/webhooks/${endpointId}` }),
    testWebhook: (endpointId: string) =>
      post<{ deliveryId: string }>(`/webhooks/${endpointId}/test`),
    webhookDeliveries: (endpointId: string) =>
      get<{ deliveries: WebhookDelivery[] }>(`/webhooks/${endpointId}/deliveries`),
    replayDelivery: (endpointId: string, deliveryId: string) =>
      post<{ deliveryId: string }>(`/webhooks/${endpointId}/deliveries/${deliveryId}/replay`),
    /** A new secret, answered this once; the old one keeps signing beside it for the overlap. */
    rotateWebhookSecret: (endpointId: string) =>
      post<{ endpoint: WebhookEndpoint; secret: string }>(`/webhooks/${endpointId}/rotate-secret`),
    /** Where the brand's workspaces are built: Onramp (no endpoint) or the company's endpoint. */
    provisioning: () => get<ProvisioningSetting>('/provisioning'),
    /** Points building at `url`; a new endpoint's signing secret is answered this once. */
    saveProvisioning: (url: string) =>
      call<ProvisioningSetting & { secret: string | null }>({
        method: 'put',
        url: '/provisioning',
        data: { url },
      }),
    rotateProvisioningSecret: () =>
      post<ProvisioningSetting & { secret: string }>('/provisioning/rotate-secret'),
    removeProvisioning: () => call<ProvisioningSetting>({ method: 'delete', url: '/provisioning' }),
  };
}

/** GET /api/studio/provisioning: the brand's provisioning endpoint (null: Onramp builds). */
export interface ProvisioningSetting {
  endpoint: { url: string; previousSecretExpiresAt: string | null; updatedAt: string } | null;
  /** Where the company's product calls back. */
  callbackUrl: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  previousSecretExpiresAt: string | null;
  createdAt: string;
}

/** What PATCH /webhooks/:endpointId takes: the fields to change. */
export interface WebhookChange {
  url?: string;
  description?: string;
  events?: string[];
  enabled?: boolean;
}

export interface WebhookDelivery {
  id: string;
  messageId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
}

export type StudioApi = ReturnType<typeof createStudioApi>;
