import type { Kysely } from 'kysely';
import type { DB, ExperimentArm } from '../../db/schema';
import { eventSubjectOf, recordEvent } from '../../analytics/onboardingEvents';
import { joinRunningExperiment } from '../../experiments/experiments';
import { insertOutboxMail } from '../../mail/outbox';
import type { MailTemplates } from '../../mail/templates';
import { issueOneTimeToken } from '../oneTimeTokens';
import { createSession, type IssuedSession } from '../sessions';
import type { UserRow } from '../../users/userData';
import { insertUser } from '../../users/usersRepository';
import type { SignupInput } from './signupInput';

export interface NewAccount {
  input: SignupInput;
  passwordHash: string;
  stepName: string;
  selectedPlan: Record<string, unknown> | null;
  /** One the brand offers, or null for its default. */
  language: string | null;
  /** The new user's id, chosen first: an experiment's arm is a hash of it. */
  userId: string;
  /** The configuration version the user starts on and keeps (the live one, or their arm's). */
  configVersionId: string;
  /** The experiment that chose that version, and the arm it gave them. */
  experiment: { id: string; arm: ExperimentArm } | null;
  /** The brand the account is made for, and its flow's signup step (done by signing up). */
  brand: string;
  signupStep: string | undefined;
}

export interface CreatedAccount {
  user: UserRow;
  session: IssuedSession;
  verificationMailId: string;
}

/**
 * The user, their first session, the verification token and its mail, and the funnels' signup
 * events, in one transaction.
 * A taken email or tenant name throws UserConflictError, and an experiment stopped since the arm
 * was chosen ExperimentStoppedError; either leaves nothing behind.
 */
export async function createAccount(
  db: Kysely<DB>,
  mails: MailTemplates,
  account: NewAccount,
  ttl: { sessionSeconds: number; verificationSeconds: number },
): Promise<CreatedAccount> {
  const { input } = account;
  return db.transaction().execute(async (trx) => {
    if (account.experiment) await joinRunningExperiment(trx, account.experiment.id);
    const user = await insertUser(trx, {
      id: account.userId,
      email: input.email,
      password_hash: account.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      company: input.company,
      phone_number: input.phoneNumber,
      expectations: input.expectations,
      problems: input.problems,
      campaign_template_id: input.campaignTemplateId,
      signup_form_data: JSON.stringify(input.signupFormData),
      sub_domain: input.subDomain,
      step_name: account.stepName,
      selected_plan: account.selectedPlan ? JSON.stringify(account.selectedPlan) : null,
      language: account.language,
      config_version_id: account.configVersionId,
      experiment_id: account.experiment?.id ?? null,
      experiment_arm: account.experiment?.arm ?? null,
    });
    const subject = eventSubjectOf(user, account.brand);
    await recordEvent(trx, subject, { kind: 'signed_up' });
    if (account.signupStep)
      await recordEvent(trx, subject, { kind: 'step_completed', step: account.signupStep });
    const session = await createSession(trx, user.id, ttl.sessionSeconds);
    const token = await issueOneTimeToken(
      trx,
      'email_verification',
      user.id,
      ttl.verificationSeconds,
    );
    const verificationMailId = await insertOutboxMail(
      trx,
      mails.verification({
        to: user.email,
        firstName: user.first_name,
        token,
        ttlSeconds: ttl.verificationSeconds,
        language: user.language,
      }),
    );
    return { user, session, verificationMailId };
  });
}
