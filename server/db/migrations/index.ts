import type { Migration } from 'kysely';
import * as m0001 from './0001_mail_outbox';
import * as m0002 from './0002_users';
import * as m0003 from './0003_sessions';
import * as m0004 from './0004_one_time_tokens';
import * as m0005 from './0005_tracker_events';
import * as m0006 from './0006_bot_check';
import * as m0020 from './0020_campaigns';
import * as m0021 from './0021_knowledge_documents';
import * as m0030 from './0030_payments';
import * as m0031 from './0031_tenants';
import * as m0032 from './0032_purge_indexes';
import * as m0035 from './0035_tenant_provisioning_failure';
import * as m0036 from './0036_payments_by_user';
import * as m0037 from './0037_one_checkout_per_user';
import * as m0038 from './0038_user_language';
import * as m0039 from './0039_config_versions';
import * as m0040 from './0040_operators';
import * as m0041 from './0041_config_baselines';
import * as m0042 from './0042_config_drafts';
import * as m0043 from './0043_onboarding_events';
import * as m0044 from './0044_experiments';
import * as m0045 from './0045_funnel_rollup';
import * as m0046 from './0046_change_notifications';
import * as m0047 from './0047_user_row_notifications';
import * as m0048 from './0048_experiment_notifications';
import * as m0049 from './0049_operator_refused_sign_ins';
import * as m0050 from './0050_config_assets';
import * as m0055 from './0055_config_live_changes';
import * as m0056 from './0056_config_live_changes_backfill';
import * as m0060 from './0060_operator_roles';
import * as m0061 from './0061_operator_invitations';
import * as m0064 from './0064_studio_presence';
import * as m0065 from './0065_config_scheduled_publishes';
import * as m0070 from './0070_experiment_goals';
import * as m0080 from './0080_api_keys';
import * as m0090 from './0090_webhooks';
import * as m0100 from './0100_adopter_provisioning';
import * as m0110 from './0110_provisioning_callback_receipts';

/** Every migration in order; the key is its version and must never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_mail_outbox': m0001,
  '0002_users': m0002,
  '0003_sessions': m0003,
  '0004_one_time_tokens': m0004,
  '0005_tracker_events': m0005,
  '0006_bot_check': m0006,
  '0020_campaigns': m0020,
  '0021_knowledge_documents': m0021,
  '0030_payments': m0030,
  '0031_tenants': m0031,
  '0032_purge_indexes': m0032,
  '0035_tenant_provisioning_failure': m0035,
  '0036_payments_by_user': m0036,
  '0037_one_checkout_per_user': m0037,
  '0038_user_language': m0038,
  '0039_config_versions': m0039,
  '0040_operators': m0040,
  '0041_config_baselines': m0041,
  '0042_config_drafts': m0042,
  '0043_onboarding_events': m0043,
  '0044_experiments': m0044,
  '0045_funnel_rollup': m0045,
  '0046_change_notifications': m0046,
  '0047_user_row_notifications': m0047,
  '0048_experiment_notifications': m0048,
  '0049_operator_refused_sign_ins': m0049,
  '0050_config_assets': m0050,
  '0055_config_live_changes': m0055,
  '0056_config_live_changes_backfill': m0056,
  '0060_operator_roles': m0060,
  '0061_operator_invitations': m0061,
  '0064_studio_presence': m0064,
  '0065_config_scheduled_publishes': m0065,
  '0070_experiment_goals': m0070,
  '0080_api_keys': m0080,
  '0090_webhooks': m0090,
  '0100_adopter_provisioning': m0100,
  '0110_provisioning_callback_receipts': m0110,
};
