import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  answers,
  answersBare,
  answersContent,
  arrayOf,
  BOOLEAN,
  DATE_TIME,
  envelopeOf,
  errorEnvelope,
  INTEGER,
  NULL,
  NULLABLE_STRING,
  objectOf,
  openObject,
  STRING,
  errors,
  type JsonSchema,
} from './apiSchemas';

/**
 * What each /api route answers, as `schema.response` (docs/api-contract.md words the same). A
 * route declaring its own `response` keeps it (with the error envelope added for errors it leaves
 * out); a new route without either is caught by
 * tests/integration/http/openapi-drift.test.ts. Objects whose keys grow with the configuration
 * (copy, config, user data) are open (`additionalProperties: true`), so nothing is dropped.
 */

const MESSAGE_OR_NULL = { anyOf: [{ $ref: 'Message#' }, NULL] };

/** On the envelope of a reply that signs the client in (server/auth/routes/replies.ts). */
const SIGNED_IN = {
  token: STRING,
  auth_header_name: STRING,
  sessionIdentifier: STRING,
};

const ALTCHA_CHALLENGE = openObject(
  'The bare ALTCHA challenge the widget reads (not an envelope)',
  {
    algorithm: STRING,
    challenge: STRING,
    salt: STRING,
    signature: STRING,
  },
);

const INITIAL_CONFIG = openObject(
  'The start-up config of a version: billing plans, bot check, app config, brand, flow and step modules',
  {
    billingPlanMapping: {},
    defaultBillingPlan: {},
    siteKey: {},
    reCaptchaEnabled: BOOLEAN,
    botCheck: STRING,
    tenantDomainSuffix: STRING,
    signupFormData: {},
    appConfig: openObject('name, logo, favicon and their widths, company domain'),
    brand: openObject('id, flow, hideSteps, variants, tokens, locales, …'),
  },
);
const COPY = { type: 'object', additionalProperties: STRING, description: 'Copy key → text' };
const USER_DATA = openObject('The onboarding user data (OnboardingUserData in shared/contract)');
const ROLE = { type: 'string', enum: ['admin', 'publisher', 'editor', 'brandOwner', 'viewer'] };
const EXPERIMENT = openObject('An experiment and its comparison (shared/contract/studio.ts)', {
  id: STRING,
  name: STRING,
});
const VERSION = openObject('A configuration version', { id: STRING, number: INTEGER });
const PRESENCE = objectOf({
  others: arrayOf(objectOf({ email: STRING, baseVersionId: NULLABLE_STRING, lastSeen: STRING })),
});
const BUILD_STATUS = objectOf({
  heading: STRING,
  subText: STRING,
  heading_ref: MESSAGE_OR_NULL,
  subText_ref: MESSAGE_OR_NULL,
  url: STRING,
});

export const ROUTE_ANSWERS: Record<string, Record<string, JsonSchema>> = {
  'GET /dev/mailbox.json': answers(
    objectOf({
      messages: arrayOf(openObject('A mail of the outbox: kind, to, subject, links, …')),
    }),
  ),
  'GET /altcha/challenge': answersBare(ALTCHA_CHALLENGE),
  'GET /studio/altcha/challenge': answersBare(ALTCHA_CHALLENGE),
  'POST /central/loginRedirect': {
    200: envelopeOf(objectOf({ actionType: STRING, ...SIGNED_IN }), {
      ...SIGNED_IN,
      status: { const: '1' },
    }),
    400: {
      ...envelopeOf({}, { status: { const: '0' }, message: STRING }),
      description: 'TOKEN_NOT_VALID or TOKEN_NOT_VERIFIED, with the older status/message fields',
    },
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  },
  'GET /check-payment-status': answers(
    objectOf({
      url: STRING,
      status: NULLABLE_STRING,
      plan: { anyOf: [openObject('planId, price, type'), NULL] },
    }),
  ),
  'GET /check-tenant-status': answers(BUILD_STATUS),
  'GET /getInitialConfig': answers(INITIAL_CONFIG),
  'GET /config/:versionId': answers(INITIAL_CONFIG),
  'GET /config/drafts/:draftId': answers(INITIAL_CONFIG),
  'GET /config/:versionId/:format/:kind/:file': answersContent(
    'text/javascript',
    'The step’s or form’s validator module',
  ),
  'GET /config/drafts/:draftId/:format/:kind/:file': answersContent(
    'text/javascript',
    'The step’s or form’s validator module',
  ),
  'GET /config/drafts/:draftId/locales/:lang': answers(COPY),
  'GET /locales/:lang': answers(COPY),
  'DELETE /deleteLogo': answers(NULL),
  'POST /uploadLogo': answers(
    { type: 'string', description: 'The logo’s URL' },
    { metaData: objectOf({ colorPalette: arrayOf(STRING) }) },
  ),
  'GET /getPaymentPlans': answers(arrayOf(openObject('A plan group: type, displayName, plans'))),
  'GET /getPlanTypes': answers(arrayOf(STRING)),
  'POST /payments/webhook': answers(objectOf({ received: BOOLEAN, outcome: STRING })),
  'POST /user/processPayment': answers(objectOf({ url: STRING })),

  'POST /user/checkEmailExists': answers({
    anyOf: [{ const: false }, openObject('The email is registered', { show_login: BOOLEAN })],
  }),
  'POST /user/checkResetToken': answers(objectOf({ valid: BOOLEAN })),
  'POST /user/checkTenant': answers(objectOf({ tenant: STRING, tenantDomain: STRING })),
  'POST /user/forgotDomain': answers(NULL),
  'POST /user/forgotPassword': answers(NULL),
  'POST /user/getUserData': answers(USER_DATA),
  'POST /user/language': answers(objectOf({ language: STRING })),
  'POST /user/login': answers(openObject('Signed in: where to go next', SIGNED_IN), SIGNED_IN),
  'POST /user/signup': answers(openObject('Signed in: the new account', SIGNED_IN), SIGNED_IN),
  'POST /user/logout': answers(NULL),
  'POST /user/resendVerificationEmail': answers(objectOf({ email: STRING })),
  'POST /user/resetPassword': answers(objectOf({ tenantName: STRING })),
  'POST /user/verifyEmail': answers(objectOf({ isEmailVerified: BOOLEAN, email: STRING })),
  'POST /user/stepViewed': answers(NULL),
  'POST /user/validationFailed': answers(NULL),
  'POST /user/updateDomainName': answers(USER_DATA),
  'POST /user/updateStep': answers(USER_DATA),
  'POST /user/updateUserData': answers(USER_DATA),

  'GET /tenant/context': answers(
    openObject('The tenant’s name, logo, palette, brand and login URL'),
  ),
  'GET /tenant/workspace': answers(
    openObject('The tenant’s workspace (shared/contract/tenant.ts)'),
  ),
  'POST /tenant/bot/ask': answers(
    objectOf({
      answered: BOOLEAN,
      answer: NULLABLE_STRING,
      source: { anyOf: [openObject('Where the answer comes from'), NULL] },
    }),
  ),
  'PUT /tenant/language': answers(objectOf({ language: STRING })),
  'POST /tenant/session': answers(objectOf({ expiresInSeconds: INTEGER })),
  'DELETE /tenant/session': answers(NULL),

  'POST /studio/session': answers(objectOf({ token: STRING, email: STRING, role: ROLE })),
  'DELETE /studio/session': answers(NULL),
  'GET /studio/me': answers(objectOf({ email: STRING, role: ROLE })),
  'GET /studio/operators': answers(
    objectOf({
      operators: arrayOf(openObject('id, email, role, createdAt')),
      invitations: arrayOf(openObject('id, email, role, invitedBy, expiresAt, createdAt')),
    }),
  ),
  'PATCH /studio/operators/:operatorId': answers(objectOf({ operatorId: STRING, role: ROLE })),
  'DELETE /studio/operators/:operatorId': answers(NULL),
  'POST /studio/invitations': answers(objectOf({ invitationId: STRING })),
  'DELETE /studio/invitations/:invitationId': answers(NULL),
  'POST /studio/invitations/inspect': answers(objectOf({ email: STRING, role: ROLE })),
  'POST /studio/invitations/accept': answers(
    objectOf({ token: STRING, email: STRING, role: ROLE }),
  ),
  'POST /studio/check': answers(
    objectOf({ problems: arrayOf(openObject('A problem of the draft')) }),
  ),
  'POST /studio/drafts': answers(openObject('The draft’s preview links')),
  'GET /studio/versions': answers(
    openObject('The versions and which is live', { liveVersionId: STRING }),
  ),
  'POST /studio/versions': answers(objectOf({ version: VERSION })),
  'GET /studio/versions/:versionId/diff': answers(
    openObject('The version’s changes against another'),
  ),
  'GET /studio/versions/:versionId/files': answers(openObject('The version’s files')),
  'POST /studio/versions/:versionId/migrate': answers(
    openObject('The migration’s outcome', { versionId: STRING }),
  ),
  'POST /studio/versions/:versionId/rollback': answers(objectOf({ liveVersionId: STRING })),
  'GET /studio/experiments': answers(openObject('The brand’s experiments, newest first')),
  'POST /studio/experiments': answers(objectOf({ experiment: EXPERIMENT })),
  'POST /studio/experiments/draft': answers(objectOf({ experiment: EXPERIMENT, version: VERSION })),
  'POST /studio/experiments/:experimentId/stop': answers(objectOf({ experiment: EXPERIMENT })),
  'GET /studio/funnel': answers(openObject('The funnel of the period (shared/contract/studio.ts)')),
  'GET /studio/funnel.csv': answersContent('text/csv', 'The funnel as a CSV file'),
  'GET /studio/presence': answers(PRESENCE),
  'POST /studio/presence': answers(PRESENCE),
  'GET /studio/scheduled-publishes': answers(
    objectOf({ scheduled: arrayOf(openObject('A scheduled publish')) }),
  ),
  'POST /studio/scheduled-publishes': answers(
    objectOf({ scheduledId: STRING, publishAt: DATE_TIME }),
  ),
  'DELETE /studio/scheduled-publishes/:scheduledId': answers(NULL),
  'POST /studio/assets': answers(objectOf({ url: STRING, contentType: STRING })),
  'POST /studio/translations/suggestions': answers(
    openObject('The suggester and its suggested translations', { generator: STRING }),
  ),
};

/** Gives each /api route registered from now on its answers, unless it declares its own. */
export function describeRouteAnswers(app: FastifyInstance, apiBase: string): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${apiBase}/`)) return;
    const own = route.schema?.response as Record<string, unknown> | undefined;
    if (own) {
      // A route that declares its success answers still answers errors as the error envelope.
      if (!Object.keys(own).some((status) => status.startsWith('4')))
        route.schema = { ...route.schema, response: { ...own, ...errors } };
      return;
    }
    const path = route.url.slice(apiBase.length);
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const response = methods.map((m) => ROUTE_ANSWERS[`${m} ${path}`]).find(Boolean);
    if (response) route.schema = { ...route.schema, response };
  });
}
