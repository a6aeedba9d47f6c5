import { expect, test, type Page } from '@playwright/test';
import {
  signUpViaApi,
  studioTokenViaApi,
  useSession as storeSession,
  type SignedUp,
} from './support/session';
import { ownServerForSpec } from './support/ownServer';
import {
  COMPANY_SIZE_COPY as COPY,
  COMPANY_SIZE_STEP,
  flowWithCompanySize,
} from '../fixtures/companySize';

/**
 * The configuration at run time, in the browser, on a server of its own (its live version changes):
 * an operator publishes a new step; new visitors get it with no build or restart; a user who
 * started before keeps the flow they began; a rollback takes it away again.
 */
const OPERATOR = { email: 'ops@onramp.test', password: 'Studio-Pass1' };
const own = ownServerForSpec({
  name: 'runtime',
  env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
});

async function studio<T>(path: string, init: { method?: string; body?: object; token?: string }) {
  const res = await fetch(`${own.baseUrl}/api/studio${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

const CATEGORY_TITLE = 'Select Your Business Category';
const REWORDED_CATEGORY_TITLE = 'What kind of business do you run?';

/** The business category step with the title its version words, then Next. */
async function pastCategory(page: Page, session: SignedUp, title: string): Promise<void> {
  await storeSession(page, own.baseUrl, session);
  await page.goto(`${own.baseUrl}/signup/business_category`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'SaaS' })).toBeVisible();
  await page.getByRole('radio', { name: 'SaaS' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a published step reaches new visitors with no build or restart; earlier users keep their flow and its wording; rollback removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await studioTokenViaApi(own.baseUrl, OPERATOR);
  const { liveVersionId: first } = await studio<{ liveVersionId: string }>('/versions', { token });
  const earlier = await signUpViaApi(own.baseUrl);

  const { files } = await studio<{ files: Record<string, string> }>(`/versions/${first}/files`, {
    token,
  });
  const english = JSON.parse(files['brands/default/locales/en.json']!) as object;
  await studio('/versions', {
    method: 'POST',
    token,
    body: {
      basedOn: first,
      note: 'Company size',
      files: {
        'schemas/steps/company_size.json': COMPANY_SIZE_STEP,
        'schemas/flows/main.json': flowWithCompanySize(files['schemas/flows/main.json']!),
        // The new version also rewords a step every owner sees.
        'brands/default/locales/en.json': JSON.stringify({
          ...english,
          ...COPY,
          'steps.business_category.title': REWORDED_CATEGORY_TITLE,
        }),
      },
    },
  });

  // A new visitor meets the new step, its own message, and saves it.
  const newcomer = await browser.newPage();
  const problems: string[] = [];
  newcomer.on('pageerror', (error) => problems.push(error.message));
  newcomer.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await pastCategory(newcomer, await signUpViaApi(own.baseUrl), REWORDED_CATEGORY_TITLE);
  await expect(newcomer).toHaveURL(/\/signup\/company_size$/);
  await expect(
    newcomer.getByRole('heading', { level: 1, name: COPY['steps.company_size.title'] }),
  ).toBeVisible();
  await newcomer.getByRole('button', { name: 'Next' }).click();
  await expect(newcomer.getByText(COPY['validation.company_size.required'])).toBeVisible();
  await expect(newcomer).toHaveURL(/\/signup\/company_size$/);
  await newcomer.getByLabel(COPY['steps.company_size.fields.companySize']).selectOption('11-50');
  await newcomer.getByRole('button', { name: 'Next' }).click();
  await expect(newcomer).toHaveURL(/\/signup\/email_verification$/);
  expect(problems).toEqual([]);

  // The user who signed up before the publish keeps the flow they began, worded as it was.
  const returning = await browser.newPage();
  await pastCategory(returning, earlier, CATEGORY_TITLE);
  await expect(returning).toHaveURL(/\/signup\/email_verification$/);
  // Their flow has no such step: the page says so, as for any unknown step.
  await returning.goto(`${own.baseUrl}/signup/company_size`);
  await expect(returning.getByRole('heading', { level: 1, name: '404! Not Found' })).toBeVisible();

  // Rolled back: the next visitor goes from the category straight on.
  await studio(`/versions/${first}/rollback`, { method: 'POST', token });
  const later = await browser.newPage();
  await pastCategory(later, await signUpViaApi(own.baseUrl), CATEGORY_TITLE);
  await expect(later).toHaveURL(/\/signup\/email_verification$/);
});
