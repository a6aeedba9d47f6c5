import type { ColumnType, Generated } from 'kysely';
import type { ExperimentArm, LiveChangeKind } from '../../shared/contract/studio';
import type { OperatorRole } from '../../shared/contract/operatorRoles';
import type { ApiKeyScope } from '../../shared/contract/apiKeyScopes';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: ColumnType<string[], string, string>;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | 'sent' | 'failed' | undefined>;
  attempts: Generated<number>;
  last_error: string | null;
  message_id: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company: string;
  /** E.164 */
  phone_number: string;
  expectations: Generated<string>;
  problems: Generated<string>;
  campaign_template_id: string | null;
  signup_form_data: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The tenant name; unique case-insensitively. */
  sub_domain: string;
  is_email_verified: Generated<boolean>;
  step_name: string;
  hide_steps: ColumnType<string[], string | undefined, string>;
  selected_plan: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** Data later wizard steps store: businessCategory, stages, website fields, palette, … */
  onboarding: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The language chosen at signup (one the brand offers), for mails; null: the brand's default. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The configuration version the user started with (config_versions.id). */
  config_version_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The experiment that chose the user's version at signup, and which arm it gave them. */
  experiment_id: ColumnType<string | null, string | null | undefined, string | null>;
  experiment_arm: ColumnType<
    ExperimentArm | null,
    ExperimentArm | null | undefined,
    ExperimentArm | null
  >;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<string>;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  session_identifier: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Generated<Date>;
}

export type OneTimeTokenPurpose = 'email_verification' | 'password_reset' | 'login_redirect';

export interface OneTimeTokensTable {
  id: Generated<string>;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  user_id: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface TrackerEventsTable {
  id: Generated<string>;
  kind: string;
  user_id: string | null;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface SpentBotChallengesTable {
  challenge_id: string;
  expires_at: Timestamp;
}

export interface CampaignsTable {
  id: Generated<string>;
  user_id: string;
  /** Set once the user's tenant exists. */
  tenant_id: string | null;
  prompt: string;
  theme: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  /** 'built-in composer' or the model that wrote it. */
  generator: string;
  created_at: Generated<Date>;
}

export interface KnowledgeDocumentsTable {
  id: Generated<string>;
  user_id: string;
  tenant_id: string | null;
  /** The knowledge base URL the import started from. */
  source_url: string;
  url: string;
  title: string;
  /** Plain text, for full-text search. */
  body: string;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type PaymentStatus = 'created' | 'expired' | 'failed' | 'paid';
export type PaymentProviderName = 'sandbox' | 'stripe';

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  plan_type: 'monthly' | 'yearly';
  amount_cents: number;
  currency: string;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  /** The provider's checkout page, handed out again while the checkout is open. */
  checkout_url: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  paid_at: Timestamp | null;
}

export interface PaymentEventsTable {
  provider: PaymentProviderName;
  event_id: string;
  type: string;
  payment_id: string | null;
  /** already_paid: a paid event about another checkout of a user who has paid; refund it. */
  outcome: 'applied' | 'no_change' | 'unmatched' | 'ignored' | 'already_paid';
  received_at: Generated<Date>;
}

/** The last provisioning phase completed; see server/tenants/provisioning.ts. */
export type ProvisioningPhase =
  | 'tenant'
  | 'membership'
  | 'stages'
  | 'campaign'
  | 'knowledge_base'
  | 'plan'
  /** Built by the adopter's product: its endpoint accepted the request; the callback is awaited. */
  | 'handed_over'
  | 'ready';

/** Who builds a tenant's workspace: Onramp, or the adopter's product (its provisioning endpoint). */
export type TenantBuilder = 'onramp' | 'adopter';

export interface TenantsTable {
  id: Generated<string>;
  subdomain: string;
  owner_user_id: string;
  name: string;
  plan: ColumnType<Record<string, unknown>, string, string>;
  logo_url: string | null;
  palette: ColumnType<string[], string | undefined, string>;
  provisioning: ColumnType<ProvisioningPhase, ProvisioningPhase | undefined, ProvisioningPhase>;
  provisioned_at: Timestamp | null;
  /** Set when a provisioning run fails, cleared when a phase completes. */
  provisioning_failed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  built_by: ColumnType<TenantBuilder, TenantBuilder | undefined, TenantBuilder>;
  /** When the adopter's endpoint last accepted the request (its callback is due within a wait). */
  handed_over_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The workspace's address the adopter's product named; the owner is sent there. */
  external_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface TenantMembershipsTable {
  tenant_id: string;
  user_id: string;
  role: 'owner' | 'member';
  created_at: Generated<Date>;
}

export interface JourneyStagesTable {
  tenant_id: string;
  position: number;
  name: string;
  duration_days: number;
}

export interface QaPairsTable {
  id: Generated<string>;
  tenant_id: string;
  /** The id the onboarding Q/A editor gave the pair, so provisioning upserts it. */
  source_id: string;
  question: string;
  answer: string;
  created_at: Generated<Date>;
}

export interface TenantLoginTokensTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface TenantSessionsTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** The database as Kysely sees it; each migration that adds a table adds its interface here. */
export interface ConfigDocumentsTable {
  hash: string;
  body: string;
}

export interface ConfigVersionsTable {
  id: Generated<string>;
  brand: string;
  number: number;
  based_on: string | null;
  note: ColumnType<string, string | undefined, string>;
  published_by: string;
  published_at: ColumnType<Date, Date | undefined, never>;
}

export interface ConfigVersionFilesTable {
  version_id: string;
  path: string;
  hash: string;
}

export interface ConfigLiveTable {
  brand: string;
  version_id: string;
  changed_by: string;
  changed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ConfigLiveChangesTable {
  id: Generated<string>;
  brand: string;
  version_id: string;
  previous_version_id: string | null;
  kind: LiveChangeKind;
  changed_by: string;
  changed_at: ColumnType<Date, Date | undefined, never>;
}

export interface ConfigAssetsTable {
  hash: string;
  content_type: string;
  bytes: Buffer;
  uploaded_by: string;
  /** The last upload of these bytes (purgeUnusedAssets counts from it). */
  uploaded_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ConfigBaselinesTable {
  brand: string;
  path: string;
  hash: string;
}

export interface ConfigDraftsTable {
  id: Generated<string>;
  brand: string;
  based_on: string;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: ColumnType<Date, Date, Date>;
}

export interface ConfigDraftFilesTable {
  draft_id: string;
  path: string;
  hash: string;
}

export type ScheduledPublishState = 'scheduled' | 'published' | 'failed' | 'cancelled';

export interface ConfigScheduledPublishesTable {
  id: Generated<string>;
  brand: string;
  based_on: string;
  note: string;
  publish_at: Date;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  state: ColumnType<
    ScheduledPublishState,
    ScheduledPublishState | undefined,
    ScheduledPublishState
  >;
  version_id: string | null;
  /** Why it did not publish: the error envelope's status code and data. */
  failure: ColumnType<
    { statusCode: string; data: Record<string, unknown> } | null,
    string | null | undefined,
    string | null
  >;
  settled_by: string | null;
  settled_at: Date | null;
}

export interface ConfigScheduledPublishFilesTable {
  scheduled_id: string;
  path: string;
  hash: string;
}

export interface StudioPresenceTable {
  operator_id: string;
  base_version_id: string | null;
  last_seen: ColumnType<Date, Date | undefined, Date>;
}

export interface OperatorsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  role: OperatorRole;
  created_at: Generated<Date>;
}

export interface OperatorSessionsTable {
  id: Generated<string>;
  token_hash: string;
  operator_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
}

export interface OperatorInvitationsTable {
  id: Generated<string>;
  email: string;
  role: OperatorRole;
  token_hash: string;
  invited_by: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
}

export interface OperatorAuditTable {
  id: Generated<string>;
  operator_id: string | null;
  action: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  at: Generated<Date>;
}

export interface ApiKeysTable {
  id: Generated<string>;
  brand: string;
  name: string;
  scopes: ColumnType<ApiKeyScope[], string, string>;
  prefix: string;
  /** SHA-256 of the whole key, hex; the key itself is never stored. */
  secret_hash: string;
  created_by: string | null;
  created_at: Generated<Date>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_by: string | null;
}

/** One key's calls of one route in one hour that were answered with one status. */
export interface ApiKeyUsageTable {
  key_id: string;
  hour: Date;
  route: string;
  status: number;
  count: Generated<number>;
}

export type { ExperimentArm };

export interface ExperimentsTable {
  id: Generated<string>;
  brand: string;
  name: string;
  control_version_id: string;
  variant_version_id: string;
  variant_share: number;
  started_by: string;
  started_at: ColumnType<Date, Date | undefined, never>;
  stopped_by: string | null;
  stopped_at: Date | null;
  winner: ExperimentArm | null;
  /** The step reaching which counts as converting; null: paying. */
  goal_step: ColumnType<string | null, string | null | undefined, never>;
}

export type OnboardingEventKind =
  | 'signed_up'
  | 'step_viewed'
  | 'step_submitted'
  | 'step_completed'
  | 'validation_failed'
  | 'save_refused'
  | 'payment_opened'
  | 'payment_paid'
  | 'tenant_ready';

export interface OnboardingEventsTable {
  id: Generated<string>;
  occurred_at: ColumnType<Date, Date | undefined, never>;
  kind: OnboardingEventKind;
  user_id: string;
  brand: string;
  config_version_id: string | null;
  experiment_id: string | null;
  arm: string | null;
  language: string | null;
  category: string | null;
  step: string | null;
  field: string | null;
  message_id: string | null;
  request_id: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpointsTable {
  id: Generated<string>;
  brand: string;
  url: string;
  description: Generated<string>;
  events: ColumnType<string[], string[], string[]>;
  /** whsec_…, sealed with SECRETS_KEY when set (secretBox): it signs every delivery, so it is kept whole (never shown again after creation). */
  secret: string;
  /** The secret a rotation replaced, still signing beside the new one until it expires. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  /** The webhook-id header: one per event, shared by its endpoints and its replays. */
  message_id: string;
  event_type: string;
  /** The body sent: { type, timestamp, data }. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<
    WebhookDeliveryStatus,
    WebhookDeliveryStatus | undefined,
    WebhookDeliveryStatus
  >;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  created_at: Generated<Date>;
  last_attempt_at: Timestamp | null;
  next_attempt_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** A brand's endpoint in the adopter's product that builds its owners' workspaces. */
export interface ProvisioningEndpointsTable {
  brand: string;
  url: string;
  /** whsec_…, sealed with SECRETS_KEY when set (secretBox): it signs requests and verifies callbacks, so it is kept whole. */
  secret: string;
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A provisioning callback a tenant has had, so the same one again is not acted on twice. */
export interface ProvisioningCallbackReceiptsTable {
  id: Generated<string>;
  tenant_id: string;
  webhook_id: string;
  received_at: Generated<Date>;
}

export interface DB {
  provisioning_endpoints: ProvisioningEndpointsTable;
  provisioning_callback_receipts: ProvisioningCallbackReceiptsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit: OperatorAuditTable;
  operator_invitations: OperatorInvitationsTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  config_documents: ConfigDocumentsTable;
  config_versions: ConfigVersionsTable;
  config_version_files: ConfigVersionFilesTable;
  config_live: ConfigLiveTable;
  config_live_changes: ConfigLiveChangesTable;
  config_assets: ConfigAssetsTable;
  config_baselines: ConfigBaselinesTable;
  config_drafts: ConfigDraftsTable;
  config_draft_files: ConfigDraftFilesTable;
  config_scheduled_publishes: ConfigScheduledPublishesTable;
  config_scheduled_publish_files: ConfigScheduledPublishFilesTable;
  studio_presence: StudioPresenceTable;
  mail_outbox: MailOutboxTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  tracker_events: TrackerEventsTable;
  app_secrets: AppSecretsTable;
  spent_bot_challenges: SpentBotChallengesTable;
  campaigns: CampaignsTable;
  knowledge_documents: KnowledgeDocumentsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  tenants: TenantsTable;
  tenant_memberships: TenantMembershipsTable;
  journey_stages: JourneyStagesTable;
  qa_pairs: QaPairsTable;
  tenant_login_tokens: TenantLoginTokensTable;
  tenant_sessions: TenantSessionsTable;
  onboarding_events: OnboardingEventsTable;
  experiments: ExperimentsTable;
}
