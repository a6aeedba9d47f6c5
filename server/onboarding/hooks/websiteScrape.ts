import type { JobQueue } from '../../jobs/queue';
import { queueWebsiteScrape, WEBSITE_SCRAPE_JOB } from '../../scrape/websiteScrapeJob';
import type { StepHook } from '../stepHooks';
import { checkedPromoCode } from './promoCodes';

/**
 * The website step: the promo code must be a known one; a new website (or one never scraped)
 * is scraped by a job queued in the save's transaction, and the user waits on the loader.
 */
export function websiteScrapeHook(deps: {
  promoCodes: readonly string[];
  jobs: JobQueue;
}): StepHook {
  return async ({ user, fields, nextStepName, flow }) => {
    const promoCode = checkedPromoCode(fields.promoCode, deps.promoCodes);
    const stored = { ...fields, ...(promoCode === undefined ? {} : { promoCode }) };
    const previous = user.onboarding;
    const loader = flow.stepWithRole('loader')?.name;
    const scrape =
      previous.websiteUrl !== fields.websiteUrl ||
      !previous.logoStatus ||
      (loader !== undefined && nextStepName === loader);
    if (!scrape) return { fields: stored };
    // A user past the flow (a built tenant) keeps their place; the scrape still refreshes the data.
    const inFlow = flow.isStep(user.step_name) && loader !== undefined;
    return {
      fields: stored,
      stepName: inFlow ? loader : nextStepName,
      inTransaction: (trx) => queueWebsiteScrape(deps.jobs, trx, user.id),
      afterCommit: () => deps.jobs.wake(WEBSITE_SCRAPE_JOB),
    };
  };
}
