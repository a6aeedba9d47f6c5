import type { FlowService } from '../config/runtime/flowService';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { currentAuth, currentSession, requireSession, requireUser } from '../auth/authenticate';
import { assertStepReached } from '../config/runtime/stepAccess';
import { ApiError, message, ok } from '../http/envelope';
import { revalidatable, sendRevalidatable, type RevalidatableAnswer } from '../http/etag';
import { assertCleanInput } from '../http/inputHygiene';
import { toOnboardingUserData } from '../users/userData';
import { jobSqlIn } from '../jobs/inTransaction';
import { PROVISION_TENANT_JOB } from '../tenants/provisionJobName';
import { eventSubjectOf, recordEvent } from '../analytics/onboardingEvents';
import { applyPaymentEvent, type OnPaymentConfirmed } from './applyPaymentEvent';
import { createPaymentProvider } from './createPaymentProvider';
import { signalOf } from './paymentEvents';
import { paymentPlanRoutes } from './paymentPlans';
import { CheckoutProviderError, openCheckout } from './openCheckout';
import { amountCentsOf, findPlan } from './plans';
import type { PaymentProvider } from './provider';
import { sandboxCheckoutPlugin } from './sandboxCheckout';
import { loadStripeSdk } from './stripeSdk';
import { STRIPE_SIGNATURE_HEADER, verifyWebhookEvent } from './webhookSignature';
import {
  PAYMENT_PROCESSING_PATH,
  SIGNUP_BASE_PATH,
  stepPath,
  TENANT_BUILDING_PATH,
  TENANT_BUILDING_STEP,
} from '../../shared/routes/appPaths';
import { offeredLanguageOr } from '../config/brand/languages';
import { USER_STATUS } from '../cache/channels';
import { emitWebhookEvent } from '../webhooks/emitWebhookEvent';
import { webhookUserOf } from '../webhooks/eventPayloads';

interface ProcessPaymentBody {
  planId: string;
  planType: string;
}

/**
 * Payment: POST /user/processPayment opens the provider's checkout, GET /check-payment-status
 * tells the loader when it is paid, and POST /payments/webhook takes the provider's signed
 * events (the sandbox checkout's Pay posts there too). A confirmed payment sets the user's plan,
 * moves stepName to the tenant-building loader and queues tenant.provision, all in one transaction.
 * GET /getPaymentPlans and GET /getPlanTypes list the brand's plans.
 */
export const paymentsPlugin: FastifyPluginAsync = async (app) => {
  const { config, brand, db, repositories } = app;
  const provider = await createPaymentProvider(config, db);
  const webhookPath = `${config.apiBase}/payments/webhook`;
  // A cancelled checkout goes back to the checkout step of the payer's flow.
  const cancelUrlOf = (flow: FlowService) => {
    const checkoutStep = flow.stepWithRole('checkout')?.name;
    return `${config.publicUrl}${checkoutStep ? stepPath(checkoutStep) : SIGNUP_BASE_PATH}`;
  };

  const onConfirmed: OnPaymentConfirmed = async (trx, payment) => {
    const plan = findPlan(brand, payment.plan_id, payment.plan_type);
    const payer = await repositories.users.recordPaidPlan(
      payment.user_id,
      {
        planId: payment.plan_id,
        price: plan?.price ?? payment.amount_cents / 100,
        type: payment.plan_type,
      },
      TENANT_BUILDING_STEP,
      trx,
    );
    // A payment becomes paid once (applyPaymentEvent), so this is written once.
    if (payer) {
      await recordEvent(trx, eventSubjectOf(payer, brand.id), { kind: 'payment_paid' });
      await emitWebhookEvent(trx, app.jobs, brand.id, 'payment.succeeded', {
        user: webhookUserOf(payer),
        payment: {
          id: payment.id,
          provider: payment.provider,
          planId: payment.plan_id,
          planType: payment.plan_type,
          amountCents: payment.amount_cents,
          currency: payment.currency,
        },
      });
    }
    await app.jobs.send(
      PROVISION_TENANT_JOB,
      { userId: payment.user_id },
      { db: jobSqlIn(trx), singletonKey: payment.user_id },
    );
  };

  await app.register(
    async (api) => {
      registerProcessPayment(api, provider, cancelUrlOf);
      registerPaymentStatus(api);
      await api.register(paymentPlanRoutes);
    },
    { prefix: config.apiBase },
  );

  await app.register(async (hooks) => {
    // The signature covers the exact bytes sent, so the body is kept raw here.
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.post(webhookPath, async (request) => {
      const header = request.headers[STRIPE_SIGNATURE_HEADER];
      const raw = request.body;
      if (typeof header !== 'string' || !Buffer.isBuffer(raw)) {
        throw new ApiError(400, 'invalid_signature', message('errors.webhookNotSigned'));
      }
      const sdk = await loadStripeSdk();
      let event;
      try {
        event = verifyWebhookEvent(sdk, raw, header, provider.webhookSecret);
      } catch {
        throw new ApiError(400, 'invalid_signature', message('errors.webhookSignatureInvalid'));
      }
      assertCleanInput(event, 'body');
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
        throw new ApiError(400, 'invalid_event', message('errors.webhookEventInvalid'));
      }
      const signal = signalOf(event);
      let paidBy: string | undefined;
      const outcome = await applyPaymentEvent(
        db,
        repositories,
        provider.name,
        signal,
        async (trx, payment) => {
          await onConfirmed(trx, payment);
          paidBy = payment.user_id;
        },
      );
      if (paidBy) {
        // The owner's loader asks next, perhaps before the database's announcement is heard.
        app.pollCaches.forget(USER_STATUS, paidBy);
        app.jobs.wake(PROVISION_TENANT_JOB);
      }
      const details = { event: signal.eventId, type: signal.type, outcome };
      if (outcome === 'already_paid') {
        request.log.error(
          details,
          'a second checkout of an owner who has paid was paid: refund it',
        );
      } else {
        request.log.info(details, 'payment event');
      }
      return ok({ received: true, outcome });
    });
  });

  if (provider.name === 'sandbox') {
    await app.register(sandboxCheckoutPlugin, {
      webhookPath,
      webhookSecret: provider.webhookSecret,
      successUrl: `${config.publicUrl}${PAYMENT_PROCESSING_PATH}`,
      cancelUrl: () => cancelUrlOf(app.configs.live().flow),
    });
  }
};

function registerProcessPayment(
  api: FastifyInstance,
  provider: PaymentProvider,
  cancelUrlOf: (flow: FlowService) => string,
): void {
  const { config, brand, db, tenantDomainSuffix: suffix } = api;
  api.post<{ Body: ProcessPaymentBody }>(
    '/user/processPayment',
    {
      preHandler: requireUser,
      schema: {
        body: {
          type: 'object',
          required: ['planId', 'planType'],
          properties: {
            planId: { type: 'string', minLength: 1, maxLength: 100 },
            planType: { type: 'string', enum: ['monthly', 'yearly'] },
            sessionIdentifier: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      if (await api.repositories.payments.hasPaid(user.id)) {
        return { ...ok({ url: TENANT_BUILDING_PATH }, '', 'user_redirect') };
      }
      if (!user.is_email_verified) {
        throw new ApiError(
          403,
          'email_not_verified',
          message('validation.email_verification.notVerified'),
        );
      }
      const { flow } = await api.configs.of(user.config_version_id);
      assertStepReached(
        flow,
        toOnboardingUserData(user, suffix),
        flow.stepWithRole('checkout')?.name,
      );
      const plan = findPlan(brand, request.body.planId, request.body.planType);
      if (!plan) {
        throw new ApiError(400, 'invalid_plan', message('errors.planNotOffered'));
      }
      let opening;
      try {
        opening = await openCheckout(db, api.repositories, provider, {
          userId: user.id,
          brand: brand.id,
          plan,
          email: user.email,
          productName: brand.manifest.name,
          amountCents: amountCentsOf(plan),
          currency: config.payments.currency,
          language: offeredLanguageOr(brand, user.language),
          successUrl: `${config.publicUrl}${PAYMENT_PROCESSING_PATH}`,
          cancelUrl: cancelUrlOf(flow),
        });
      } catch (error) {
        if (!(error instanceof CheckoutProviderError)) throw error;
        request.log.error({ err: error }, 'the payment provider refused the checkout');
        throw new ApiError(
          502,
          'payment_provider_unavailable',
          message('errors.paymentProviderUnavailable'),
        );
      }
      api.pollCaches.forget(USER_STATUS, user.id);
      if (opening.kind === 'checkout') return ok({ url: opening.url });
      const url = opening.kind === 'paid' ? TENANT_BUILDING_PATH : PAYMENT_PROCESSING_PATH;
      return ok({ url }, '', 'user_redirect');
    },
  );
}

function registerPaymentStatus(api: FastifyInstance): void {
  const { brand, repositories } = api;
  const paymentStatusOf = async (userId: string) => {
    const payment = await repositories.payments.latestOf(userId);
    const plan = payment ? findPlan(brand, payment.plan_id, payment.plan_type) : undefined;
    return revalidatable(
      ok({
        // Every brand continues at the tenant-building loader; the purchase-confirmed variant shows a Continue button to it first.
        url: payment?.status === 'paid' ? TENANT_BUILDING_PATH : '',
        status: payment?.status ?? null,
        plan: payment
          ? {
              planId: payment.plan_id,
              price: plan?.price ?? payment.amount_cents / 100,
              type: payment.plan_type,
            }
          : null,
      }),
    );
  };
  // Each owner's answer, kept until the database announces a change to their payments.
  const answers = api.pollCaches.announced<RevalidatableAnswer>({ channel: USER_STATUS });
  api.get('/check-payment-status', { preHandler: requireSession }, async (request, reply) => {
    const { userId } = currentSession(request);
    const answer = await answers.get(userId, () => paymentStatusOf(userId));
    return sendRevalidatable(request, reply, answer, api.authenticator.headerName);
  });
}
