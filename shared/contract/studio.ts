import type { ArmComparison } from '../analytics/compareArms';
import type { OperatorRole } from './operatorRoles';
import type { ApiKeyScope } from './apiKeyScopes';

/** The Studio's reports, as the server answers them and the Studio page reads them. */

export interface FunnelStep {
  step: string;
  /** Users of the cohort who were shown the step or got past it. */
  arrived: number;
  /** Users of the cohort who completed it (the first save that moved them on). */
  completed: number;
  /** From first view to completion, over the users who did both; null with none. */
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface FunnelMessage {
  step: string;
  field: string;
  messageId: string;
  count: number;
}

export interface Funnel {
  signups: number;
  checkoutsOpened: number;
  paid: number;
  tenantsReady: number;
  /** In the flow's order where it is known, then any other step the cohort met. */
  steps: FunnelStep[];
  /** The validation messages that fired most, by step and field. */
  messages: FunnelMessage[];
}

/** One UTC day of a funnel's period: its signups and how many of them paid. */
export interface FunnelDay {
  /** YYYY-MM-DD. */
  day: string;
  signups: number;
  paid: number;
}

/**
 * How the live version was switched: a version published, an earlier one made live again, or an
 * experiment stopped with its winning arm's version made live.
 */
export type LiveChangeKind = 'published' | 'rolledBack' | 'experimentStopped';

/** A switch of the live version in the funnel's period: a publish, a rollback or an experiment's stop. */
export interface LiveVersionChange {
  kind: LiveChangeKind;
  versionId: string;
  number: number;
  /** The version it replaced; null for the brand's first. */
  previousVersionId: string | null;
  previousNumber: number | null;
  note: string;
  by: string;
  /** ISO 8601. */
  at: string;
}

/** The funnel's period day by day, with each change of the live version marked on it. */
export interface FunnelTimeline {
  days: FunnelDay[];
  changes: LiveVersionChange[];
}

export type ExperimentArm = 'control' | 'variant';

/** What an experiment counts as a conversion: paying, or reaching a step of the flow. */
export type ExperimentGoal = { kind: 'paid' } | { kind: 'step'; step: string };

export interface Experiment {
  id: string;
  name: string;
  controlVersionId: string;
  variantVersionId: string;
  /** The share of new signups given the variant, between 0 and 1. */
  variantShare: number;
  startedAt: string;
  stoppedAt: string | null;
  winner: ExperimentArm | null;
  goal: ExperimentGoal;
}

export interface ExperimentResult extends Experiment {
  comparison: ArmComparison;
}

/** A published configuration version of a brand. */
export interface ConfigVersion {
  id: string;
  brand: string;
  number: number;
  basedOn: string | null;
  note: string;
  publishedBy: string;
  /** ISO 8601. */
  publishedAt: string;
}

/** A version in the history's list: with who published it, an operator's email or "repository" for a deploy. */
export interface ListedConfigVersion extends ConfigVersion {
  publisher: string;
}

/** Another operator with the Studio open. */
export interface PresentOperator {
  email: string;
  /** The live version their draft started from; null before it loaded. */
  baseVersionId: string | null;
  /** ISO 8601. */
  lastSeen: string;
}

/** An edit to publish at a chosen time, and what became of it. */
export interface ScheduledPublish {
  id: string;
  basedOn: string;
  note: string;
  /** ISO 8601 (UTC). */
  publishAt: string;
  /** The operator who scheduled it, by email. */
  scheduledBy: string;
  state: 'scheduled' | 'published' | 'failed' | 'cancelled';
  /** The version it published. */
  versionId: string | null;
  /** Why it did not publish: the error envelope's status code and data (version_conflict names who published). */
  failure: { statusCode: string; data: Record<string, unknown> } | null;
  /** When it published, failed or was cancelled; ISO 8601. */
  settledAt: string | null;
}

/** How one configuration file differs between two versions; `pointers` are JSON pointers into it. */
export type FileChange =
  | { path: string; change: 'added' | 'removed' }
  | { path: string; change: 'changed'; pointers: string[] };

/** A translation the Studio shows an operator to confirm; nothing is written until they do. */
export interface TranslationSuggestion {
  /** The row it translates: a copy key, or the text itself. */
  id: string;
  text: string;
  /** The brand's own translation of the same words elsewhere, or a language model's. */
  from: 'memory' | 'model';
}

/** At most this many texts per request for suggestions, each at most SUGGESTION_TEXT_MAX long. */
export const SUGGESTIONS_PER_REQUEST = 100;
export const SUGGESTION_TEXT_MAX = 2000;

/** An operator as the admins' Operators page lists them. */
export interface ListedOperator {
  id: string;
  email: string;
  role: OperatorRole;
  createdAt: string;
}

/** An invitation neither accepted nor revoked (it may have expired). */
export interface PendingInvitation {
  id: string;
  email: string;
  role: OperatorRole;
  /** The inviting admin's email, or null once they were removed. */
  invitedBy: string | null;
  expiresAt: string;
  createdAt: string;
}

/** An API key as the Studio lists it: never its secret. */
export interface ListedApiKey {
  id: string;
  name: string;
  /** The visible part of the key, `onr_<prefix>_…`, to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** The creating admin's email, or null once they were removed. */
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** POST /api/studio/api-keys: the new key and its secret, in this one answer only. */
export interface CreatedApiKey {
  key: ListedApiKey;
  secret: string;
}

/** GET /api/studio/api-keys/:keyId/usage: when the key was last used and its recent calls. */
export interface ApiKeyUsage {
  lastUsedAt: string | null;
  /** The start of the first hour counted. */
  since: string;
  /** The calls counted per hour, route (method and path under /api/studio) and status. */
  hours: { hour: string; route: string; status: number; count: number }[];
}

/** Where an owner is in their onboarding, as GET /api/studio/leads says it. */
export type LeadStatus = 'signed_up' | 'verified' | 'paid' | 'building' | 'failed' | 'ready';

/** An owner who signed up, as the company's backend reads them: never a password or token. */
export interface Lead {
  id: string;
  email: string;
  subdomain: string;
  tenantId: string | null;
  status: LeadStatus;
  /** The step the owner is on. */
  step: string;
  language: string | null;
  createdAt: string;
  updatedAt: string;
  /** The signup form's answers and every later step's, as stored. */
  answers: {
    firstName: string;
    lastName: string;
    company: string;
    phoneNumber: string;
    expectations: string;
    problems: string;
    onboarding: Record<string, unknown>;
  };
}
