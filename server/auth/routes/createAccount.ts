import type { Kysely } from 'kysely';
import type { DB, ExperimentArm } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { answersOf, webhookUserOf } from '../../webhooks/eventPayloads';
import { emitWebhookEvent } from '../../webhooks/emitWebhookEvent';
import { eventRowOf, eventSubjectOf } from '../../analytics/onboardingEvents';
import { joinRunningExperiment } from '../../experiments/experiments';
import { outboxRowOf } from '../../mail/outbox';
import type { MailTemplates } from '../../mail/templates';
import { newOneTimeToken } from '../oneTimeTokens';
import { newSession, type IssuedSession } from '../sessions';
import type { UserRow } from '../../users/userData';
import type { UsersRepository } from '../../users/usersRepository';
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
 * events, written by one statement, in a transaction that also queues the account.created
 * webhooks: all of it or nothing. A signup an experiment chose first holds the experiment in that
 * transaction (so it cannot stop half-way).
 * A taken email or tenant name throws UserConflictError, and an experiment stopped since the arm
 * was chosen ExperimentStoppedError; either leaves nothing behind.
 */
export async function createAccount(
  db: Kysely<DB>,
  users: UsersRepository,
  mails: MailTemplates,
  account: NewAccount,
  ttl: { sessionSeconds: number; verificationSeconds: number },
  jobs: Pick<JobQueue, 'send'>,
): Promise<CreatedAccount> {
  const { input, userId } = account;
  const session = newSession(userId, ttl.sessionSeconds);
  const verification = newOneTimeToken('email_verification', userId, ttl.verificationSeconds);
  const user = {
    id: userId,
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
  };
  const subject = eventSubjectOf({ ...user, onboarding: {} }, account.brand);
  const events = [
    eventRowOf(subject, { kind: 'signed_up' }),
    ...(account.signupStep
      ? [eventRowOf(subject, { kind: 'step_completed', step: account.signupStep })]
      : []),
  ];
  const mail = outboxRowOf(
    mails.verification({
      to: input.email,
      firstName: input.firstName,
      token: verification.token,
      ttlSeconds: ttl.verificationSeconds,
      language: account.language,
    }),
  );
  const rows = { user, session: session.row, token: verification.row, events, mail };
  // account.created is queued by the same transaction, so it exists exactly when the account does.
  const { verification_mail_id, ...created } = await db.transaction().execute(async (trx) => {
    if (account.experiment) await joinRunningExperiment(trx, account.experiment.id);
    const inserted = await users.insertAccount(rows, trx);
    await emitWebhookEvent(trx, jobs, account.brand, 'account.created', {
      user: webhookUserOf(inserted),
      answers: answersOf({
        ...input.signupFormData,
        expectations: input.expectations,
        problems: input.problems,
        campaignTemplateId: input.campaignTemplateId,
      }),
      createdAt: inserted.created_at.toISOString(),
    });
    return inserted;
  });
  return { user: created, session: session.issued, verificationMailId: verification_mail_id };
}
