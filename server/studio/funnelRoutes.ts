import type { FastifyPluginAsync } from 'fastify';
import { funnelOf, type Funnel, type FunnelFilter } from '../analytics/funnel';
import { funnelTimelineOf } from '../analytics/funnelTimeline';
import { eventCategories } from '../analytics/onboardingEvents';
import { ApiError, message, ok } from '../http/envelope';
import { operatorEmails } from './operators';
import { LANGUAGE_TAG_PATTERN } from '../../shared/i18n/languages';

interface FunnelQuery {
  from?: string;
  to?: string;
  version?: string;
  language?: string;
  category?: string;
}

const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: DATE,
    to: DATE,
    version: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
    language: { type: 'string', pattern: LANGUAGE_TAG_PATTERN },
    category: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** A date of the form, as the start of that day in UTC; a date that does not exist is refused. */
function dayOf(text: string): Date {
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text)
    throw new ApiError(400, 'validation_failed', message('errors.invalidDate', { date: text }));
  return day;
}

/** The signups the query names: `from` to `to` inclusive (whole UTC days), the last 30 by default. */
export function funnelFilterOf(brand: string, query: FunnelQuery, now = new Date()): FunnelFilter {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = new Date((query.to ? dayOf(query.to) : today).getTime() + DAY_MS);
  const from = query.from ? dayOf(query.from) : new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  if (from >= to || to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
    throw new ApiError(400, 'validation_failed', message('errors.invalidDateRange'));
  return {
    brand,
    from,
    to,
    versionId: query.version,
    language: query.language,
    category: query.category,
  };
}

/** A cell as a spreadsheet reads it: quoted, and never a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The funnel as CSV: one row per step, then the totals. */
export function funnelCsv(funnel: Funnel): string {
  const rows: (string | number | null)[][] = [
    ['step', 'arrived', 'completed', 'left', 'of_signups', 'median_seconds', 'p90_seconds'],
    ...funnel.steps.map((step) => [
      step.step,
      step.arrived,
      step.completed,
      step.arrived - step.completed,
      funnel.signups > 0 ? (step.completed / funnel.signups).toFixed(4) : null,
      step.medianSeconds === null ? null : Math.round(step.medianSeconds),
      step.p90Seconds === null ? null : Math.round(step.p90Seconds),
    ]),
    [
      'signed_up',
      funnel.signups,
      funnel.signups,
      0,
      funnel.signups > 0 ? '1.0000' : null,
      null,
      null,
    ],
    [
      'paid',
      funnel.checkoutsOpened,
      funnel.paid,
      funnel.checkoutsOpened - funnel.paid,
      null,
      null,
      null,
    ],
    [
      'tenant_ready',
      funnel.paid,
      funnel.tenantsReady,
      funnel.paid - funnel.tenantsReady,
      null,
      null,
      null,
    ],
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * GET /funnel: the brand's onboarding funnel for a period, version, language and category, with
 * the steps in the flow's order, what the filters may choose from, and the period day by day with
 * each publish and rollback in it; GET /funnel.csv the funnel as a spreadsheet.
 */
export const studioFunnelRoutes: FastifyPluginAsync = async (app) => {
  const { db, brand } = app;

  const funnelFor = async (query: FunnelQuery) => {
    const filter = funnelFilterOf(brand.id, query);
    const flowConfig = query.version ? await app.configs.find(query.version) : app.configs.live();
    if (!flowConfig)
      throw new ApiError(404, 'version_not_found', message('errors.versionNotFound'));
    const order = flowConfig.flowManifest.steps.map((step) => step.name);
    return { filter, funnel: await funnelOf(db, filter, order) };
  };

  app.get<{ Querystring: FunnelQuery }>(
    '/funnel',
    { schema: { querystring: querySchema } },
    async (request) => {
      const { filter, funnel } = await funnelFor(request.query);
      const categories = await eventCategories(db, brand.id, filter);
      const timeline = await funnelTimelineOf(db, filter);
      // Who changed the version: an operator's email, or "repository" for a deploy.
      const emails = await operatorEmails(
        db,
        timeline.changes.map((change) => change.by),
      );
      timeline.changes = timeline.changes.map((change) => ({
        ...change,
        by: emails.get(change.by) ?? change.by,
      }));
      return ok({
        from: filter.from.toISOString().slice(0, 10),
        to: new Date(filter.to.getTime() - DAY_MS).toISOString().slice(0, 10),
        funnel,
        languages: brand.languages,
        categories,
        timeline,
      });
    },
  );

  app.get<{ Querystring: FunnelQuery }>(
    '/funnel.csv',
    { schema: { querystring: querySchema } },
    async (request, reply) => {
      const { filter, funnel } = await funnelFor(request.query);
      const name = `funnel-${brand.id}-${filter.from.toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(funnelCsv(funnel));
    },
  );
};
