import { randomUUID } from 'node:crypto';
import { armOf, ExperimentStoppedError, runningExperiment } from '../../experiments/experiments';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { billingPlanMapping } from '../../config/brand/deployedConfig';
import { hashPassword } from '../../security/passwords';
import { locateIp } from '../../tracker/geolocation';
import { newSignupLead } from '../../tracker/tracker';
import { isReservedSubdomain } from '../../users/reservedSubdomains';
import { domainTakenError } from '../../users/subdomain';
import { suggestSubdomains } from '../../users/subdomainSuggestions';
import {
  ONBOARDING_DEFAULTS,
  tenantDomainOf,
  toOnboardingUserData,
  type UserRow,
} from '../../users/userData';
import { UserConflictError } from '../../users/usersRepository';
import { existingUserData, USER_EXISTS_MESSAGE } from './checkEmailExists';
import { bodyKey } from '../../security/rateLimits';
import type { AccountContext } from './context';
import { createAccount } from './createAccount';
import { deliverCommittedMail } from './delivery';
import { authReply } from './replies';
import { signupBodyOf, type SignupBody, type SignupInput } from './signupInput';
import { pickLanguage } from '../../../shared/i18n/languages';

function emailTakenBy(ctx: AccountContext, user: UserRow | undefined): ApiError {
  const data = user ? existingUserData(user, ctx.config.publicUrl) : null;
  return new ApiError(409, 'user_already_exist', USER_EXISTS_MESSAGE, data);
}

async function emailTaken(ctx: AccountContext, email: string): Promise<ApiError> {
  return emailTakenBy(ctx, await ctx.users.findByEmail(email));
}

async function domainTaken(ctx: AccountContext, input: SignupInput): Promise<ApiError> {
  return domainTakenError(
    input.subDomain,
    await suggestSubdomains(ctx.users, input.subDomain, input.company),
  );
}

function selectedPlanOf(ctx: AccountContext, planId: string | null | undefined) {
  const plan = billingPlanMapping(ctx.brand).find((p) => p.id === planId);
  return plan ? { planId: plan.id, price: plan.price, type: plan.planType } : null;
}

async function recordLead(ctx: AccountContext, request: FastifyRequest, user: UserRow) {
  try {
    const location = await locateIp(request.ip);
    await ctx.tracker.recordLead(
      newSignupLead(
        {
          email: user.email,
          userId: user.id,
          fullName: `${user.first_name} ${user.last_name}`,
          company: user.company,
          phone: user.phone_number,
        },
        location,
      ),
    );
  } catch (error) {
    request.log.error({ err: error, userId: user.id }, 'could not record the signup lead');
  }
}

/**
 * The configuration version a new signup walks: the live one, or while an experiment runs, its arm's
 * (the same arm for the same user id on any server). A version that no longer compiles leaves
 * the user on the live one, outside the experiment. The running experiment is read from memory
 * while no start or stop has been announced.
 */
async function versionForSignup(ctx: AccountContext, userId: string) {
  const brand = ctx.brand.id;
  const running = await ctx.runningExperiments.get(brand, () => runningExperiment(ctx.db, brand));
  if (!running) return { ...ctx.configs.live(), experiment: null };
  const arm = armOf(running, userId);
  const wanted = arm === 'variant' ? running.variantVersionId : running.controlVersionId;
  const pinned = await ctx.configs.of(wanted);
  return {
    ...pinned,
    experiment: pinned.versionId === wanted ? { id: running.id, arm } : null,
  };
}

export const signupRoute: FastifyPluginAsync<AccountContext> = async (api, ctx) => {
  const limit = ctx.limit('signup', (request) => bodyKey(request, 'email'));
  const signupBody = signupBodyOf(ctx.config.rootDir);
  api.post<{ Body: SignupBody }>(
    '/user/signup',
    {
      schema: { body: signupBody.bodySchema },
      preValidation: limit.byAddress,
    },
    async (request, reply) => {
      const input = signupBody.read(request.body);
      await ctx.botCheck().verify(request.body.gRecaptchaToken ?? undefined, request.ip);
      await limit.byAccount(request, reply);
      // A reserved name is refused before hashing; a registered email is still the first answer.
      if (isReservedSubdomain(input.subDomain)) {
        const owner = await ctx.users.findByEmail(input.email);
        throw owner ? emailTakenBy(ctx, owner) : await domainTaken(ctx, input);
      }
      // A taken email or name is found by the account's insert: one wait on the database.
      const newUser = { ...ONBOARDING_DEFAULTS, hideSteps: [], email: input.email };
      const passwordHash = await hashPassword(input.password);
      // A new signup starts on the live configuration, or the version a running experiment gives
      // them, and stays on it. An experiment stopped in the meantime is chosen from again.
      const signUpOnce = async () => {
        const userId = randomUUID();
        const { flow, versionId, experiment } = await versionForSignup(ctx, userId);
        const signupStep = flow.stepWithRole('signup')?.name;
        const stepName = signupStep
          ? flow.stepAfterSave({ ...newUser, stepName: signupStep }, signupStep)
          : flow.firstStep(newUser);
        const account = await createAccount(
          ctx.db,
          ctx.users,
          ctx.mails,
          {
            input,
            passwordHash,
            stepName,
            selectedPlan: selectedPlanOf(ctx, request.body.selectedPlanId),
            // A language the brand does not offer is stored as its nearest offered one, or none.
            language: input.language
              ? pickLanguage([input.language], ctx.brand.languages, '') || null
              : null,
            userId,
            configVersionId: versionId,
            experiment,
            brand: ctx.brand.id,
            signupStep,
          },
          {
            sessionSeconds: ctx.config.sessionTtlSeconds,
            verificationSeconds: ctx.config.emailVerificationTtlSeconds,
          },
          ctx.jobs,
        );
        return { ...account, flow, signupStep, stepName };
      };
      let created: Awaited<ReturnType<typeof signUpOnce>>;
      try {
        created = await signUpOnce().catch((error: unknown) => {
          if (!(error instanceof ExperimentStoppedError)) throw error;
          ctx.runningExperiments.forget(ctx.brand.id);
          return signUpOnce();
        });
      } catch (error) {
        if (!(error instanceof UserConflictError)) throw error;
        throw error.field === 'email'
          ? await emailTaken(ctx, input.email)
          : await domainTaken(ctx, input);
      }
      const { user, session, verificationMailId, flow, signupStep, stepName } = created;
      // The mail's row is committed (the outbox's requeue job delivers it if queueing fails).
      ctx.afterReply(reply, async () => {
        await deliverCommittedMail(ctx.jobs, verificationMailId, request.log);
        await recordLead(ctx, request, user);
      });
      return authReply(session, ctx.config.authHeaderName, {
        userId: user.id,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`,
        isEmailVerified: user.is_email_verified,
        stepName: user.step_name,
        subDomain: user.sub_domain,
        tenantDomain: tenantDomainOf(user.sub_domain, ctx.tenantDomainSuffix),
        selectedPlan: user.selected_plan,
        // The signup step is saved: where the wizard goes next, as for every step save.
        nextStepName: signupStep
          ? flow.nextAfterSave(toOnboardingUserData(user, ctx.tenantDomainSuffix), signupStep)
          : stepName,
      });
    },
  );
};
