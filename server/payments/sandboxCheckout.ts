import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { directionOf } from '../../shared/i18n/languages';
import { createLanguageCopies, type BrandCopy } from '../config/brand/copy';
import { escapeHtml } from '../http/escapeHtml';
import { findPlan } from './plans';
import { SANDBOX_CHECKOUT_PATH } from './sandboxProvider';
import { signWebhookPayload, STRIPE_SIGNATURE_HEADER } from './webhookSignature';
import { offeredLanguageOr } from '../config/brand/languages';

export interface SandboxCheckoutOptions {
  webhookPath: string;
  webhookSecret: string;
  successUrl: string;
  /** Where Cancel goes: the checkout step of the live flow. */
  cancelUrl: () => string;
}

const STYLESHEET = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f2f4f8;color:#1b1f3b}
main{max-width:26rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 6px 30px rgba(20,30,80,.12)}
.badge{display:inline-block;margin:0 0 1rem;padding:.2rem .6rem;border-radius:99px;background:#fff4e5;color:#7a4b00;font-size:.8rem}
h1{font-size:1.4rem;margin:0 0 .25rem}.muted{color:#5b6180;margin:.25rem 0}
.price{font-size:2.2rem;font-weight:700;margin:1rem 0}.price span{font-size:1rem;font-weight:400;color:#5b6180}
form{margin:0}.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;font:inherit;font-weight:600;padding:.8rem 1rem;border-radius:8px;border:1px solid #3346d3;cursor:pointer}
.pay{background:#3346d3;color:#fff}.cancel{background:#fff;color:#3346d3}
button:focus-visible{outline:3px solid #12b3a8;outline-offset:2px}`;

const SESSION_ID = '^cs_sandbox_[A-Za-z0-9_-]{20,100}$';
const paramsSchema = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', pattern: SESSION_ID } },
} as const;

interface PageLanguage {
  lang: string;
  copy: BrandCopy;
}

function page({ lang }: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_CHECKOUT_PATH}.css"></head>
<body><main>${body}</main></body></html>`;
}

function sendPage(
  reply: FastifyReply,
  language: PageLanguage,
  status: number,
  title: string,
  body: string,
) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(language, title, body));
}

/** A checkout that is missing or no longer open, said in the page's language. */
function sendRefusal(reply: FastifyReply, language: PageLanguage, outcome: 'missing' | 'closed') {
  const { copy } = language;
  return outcome === 'missing'
    ? sendPage(
        reply,
        language,
        404,
        copy.t('checkout.sandbox.notFoundTitle'),
        `<h1>${escapeHtml(copy.t('checkout.sandbox.notFoundText'))}</h1>`,
      )
    : sendPage(
        reply,
        language,
        409,
        copy.t('checkout.sandbox.closedTitle'),
        `<h1>${escapeHtml(copy.t('checkout.sandbox.closedText'))}</h1>`,
      );
}

/**
 * The embedded payment provider's hosted checkout: GET shows the plan, price, Pay and Cancel;
 * Pay (and Cancel) build the Stripe-shaped checkout.session event, sign it with the sandbox's
 * webhook secret exactly as Stripe signs, and post it to the webhook route, then send the
 * browser on as Stripe's success and cancel URLs would. Plain forms: no script, CSP-clean.
 */
export const sandboxCheckoutPlugin: FastifyPluginAsync<SandboxCheckoutOptions> = async (
  app,
  options,
) => {
  const { brand, repositories } = app;
  const copyIn = createLanguageCopies(app.config.rootDir, brand);
  // The buyer's language, as a provider's page takes it from the checkout; the brand's default
  // for a checkout that names nobody.
  const languageOf = (language: string | null | undefined): PageLanguage => {
    const lang = offeredLanguageOr(brand, language);
    return { lang, copy: copyIn(lang) };
  };
  const findPayment = (sessionId: string) => repositories.payments.findSandboxCheckout(sessionId);

  await app.register(async (scope) => {
    // The Pay and Cancel forms carry no fields.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    scope.get(`${SANDBOX_CHECKOUT_PATH}.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET),
    );

    scope.get<{ Params: { sessionId: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId`,
      { schema: { params: paramsSchema } },
      async (request, reply) => {
        const payment = await findPayment(request.params.sessionId);
        if (!payment) return sendRefusal(reply, languageOf(null), 'missing');
        const language = languageOf(payment.language);
        const { copy, lang } = language;
        const t = (key: string, params?: Record<string, string>) => escapeHtml(copy.t(key, params));
        const plan = findPlan(brand, payment.plan_id, payment.plan_type);
        const name = `${brand.manifest.name} ${plan?.shortName ?? payment.plan_id}`;
        // On a right-to-left page the currency code is isolated, so "US$" stays in one piece.
        const isolate = directionOf(lang) === 'rtl';
        const price = new Intl.NumberFormat(lang, {
          style: 'currency',
          currency: payment.currency.toUpperCase(),
          trailingZeroDisplay: 'stripIfInteger',
        })
          .formatToParts(payment.amount_cents / 100)
          .map((part) =>
            isolate && part.type === 'currency'
              ? `<bdi>${escapeHtml(part.value)}</bdi>`
              : escapeHtml(part.value),
          )
          .join('');
        const period = t(payment.plan_type === 'yearly' ? 'plan.perYear' : 'plan.perMonth');
        const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(request.params.sessionId)}`;
        const closed = payment.status !== 'created';
        return sendPage(
          reply,
          language,
          200,
          copy.t('checkout.sandbox.title', { name }),
          `<p class="badge">${t('checkout.sandbox.badge')}</p>
<h1>${escapeHtml(name)}</h1>
<p class="muted">${t('checkout.sandbox.billedTo', { email: payment.email })}</p>
<p class="price">${price} <span>${period}</span></p>
${
  closed
    ? `<p role="status">${t(`checkout.sandbox.status.${payment.status}`)}</p><p><a href="${escapeHtml(options.successUrl)}">${t('checkout.sandbox.continue')}</a></p>`
    : `<div class="actions">
<form method="post" action="${escapeHtml(action)}/cancel"><button class="cancel" type="submit">${t('checkout.sandbox.cancel')}</button></form>
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">${t('checkout.sandbox.pay')}</button></form>
</div>`
}`,
        );
      },
    );

    // Like a provider's hosted page, only an open checkout can be paid or cancelled.
    const deliver = async (
      sessionId: string,
      type: string,
      paymentStatus: string,
    ): Promise<{ outcome: 'sent' | 'missing' | 'closed'; language: PageLanguage }> => {
      const payment = await findPayment(sessionId);
      if (!payment) return { outcome: 'missing', language: languageOf(null) };
      const language = languageOf(payment.language);
      if (payment.status !== 'created') return { outcome: 'closed', language };
      const event = {
        id: `evt_sandbox_${randomBytes(16).toString('hex')}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: payment.id,
            payment_status: paymentStatus,
            status: type === 'checkout.session.expired' ? 'expired' : 'complete',
            amount_total: payment.amount_cents,
            currency: payment.currency,
            customer_email: payment.email,
            metadata: { paymentId: payment.id },
          },
        },
      };
      const payload = JSON.stringify(event);
      const res = await app.inject({
        method: 'POST',
        url: options.webhookPath,
        headers: {
          'content-type': 'application/json',
          [STRIPE_SIGNATURE_HEADER]: signWebhookPayload(payload, options.webhookSecret),
        },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`sandbox webhook answered ${res.statusCode}`);
      return { outcome: 'sent', language };
    };

    scope.post<{ Params: { sessionId: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId/pay`,
      { schema: { params: paramsSchema } },
      async (request, reply) => {
        const { outcome, language } = await deliver(
          request.params.sessionId,
          'checkout.session.completed',
          'paid',
        );
        if (outcome !== 'sent') return sendRefusal(reply, language, outcome);
        return reply.redirect(options.successUrl, 303);
      },
    );

    scope.post<{ Params: { sessionId: string } }>(
      `${SANDBOX_CHECKOUT_PATH}/:sessionId/cancel`,
      { schema: { params: paramsSchema } },
      async (request, reply) => {
        const { outcome, language } = await deliver(
          request.params.sessionId,
          'checkout.session.expired',
          'unpaid',
        );
        if (outcome !== 'sent') return sendRefusal(reply, language, outcome);
        return reply.redirect(options.cancelUrl(), 303);
      },
    );
  });
};
