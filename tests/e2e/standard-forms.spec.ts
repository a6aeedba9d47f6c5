import { expect, test, type Page } from '@playwright/test';
import { STANDARD_FORMS, type StandardFormCase } from '../fixtures/standardForms/cases';
import { importStandardForms } from '../fixtures/standardForms/importCorpus';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV, publishEdit, studioCall } from './support/publishStep';
import { studioTokenViaApi } from './support/session';

/**
 * Each form of the standard corpus (tests/fixtures/standardForms), imported and published as a
 * step, walked in the version's preview, where the sample owner starts a step from the form's
 * sample data: in English its texts read as written and the sample data passes Next; in German
 * the translations show and the invalid answer is refused at its own field. (That the server
 * refuses it at the same path is tests/integration/studio/standard-forms.test.ts.) A form the
 * checker refuses fails its own test and is left out of the version, so the others still walk.
 */
const own = ownServerForSpec({ name: 'standard-forms', env: OPERATOR_ENV });

/** What a copy key leaking to the page looks like ("steps.x.optA"). */
const RAW_KEY = /\b[a-z]+\.[a-z_]+\.[A-Za-z0-9_.-]+/;

let versionId: string;
/** What the checker (or the import) said against each form, as it is written. */
const refusals = new Map<string, unknown>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const token = await studioTokenViaApi(own.baseUrl, OPERATOR);
  const { liveVersionId } = await studioCall<{ liveVersionId: string }>(
    own.baseUrl,
    '/versions',
    token,
  );
  const { files } = await studioCall<{ files: Record<string, string> }>(
    own.baseUrl,
    `/versions/${liveVersionId}/files`,
    token,
  );
  for (const form of STANDARD_FORMS) {
    const { changed, unplaced } = importStandardForms(files, 0, [form]);
    const { problems } = await studioCall<{ problems: unknown[] }>(own.baseUrl, '/check', token, {
      basedOn: liveVersionId,
      files: changed,
    });
    const lost = unplaced[form.name] ?? [];
    if (problems.length > 0 || lost.length > 0) refusals.set(form.name, { problems, lost });
  }
  const accepted = STANDARD_FORMS.filter((form) => !refusals.has(form.name));
  versionId = await publishEdit(
    own.baseUrl,
    'Standard forms',
    (live) => importStandardForms(live, 0, accepted).changed,
  );
});

async function openStep(page: Page, form: StandardFormCase, lng: string): Promise<void> {
  await page.goto(`${own.baseUrl}/studio/preview/${versionId}?step=${form.name}&lng=${lng}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The texts the step's form shows: headings, labels, legends, options, help and errors. */
function shownTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator(
      'h1, h2, h3, p, label, legend, option, button, [role="alert"], .field-description, .help-block',
    )
    .evaluateAll((elements) =>
      elements
        .filter((element) => element instanceof HTMLOptionElement || element.checkVisibility())
        // A required field's label ends in its asterisk.
        .map((element) => (element.textContent ?? '').replace(/\s*\*$/, '').trim())
        .filter((text) => text.length > 0),
    );
}

async function expectReadable(page: Page): Promise<string[]> {
  const texts = await shownTexts(page);
  expect(texts.filter((text) => RAW_KEY.test(text) || /\bundefined\b/.test(text))).toEqual([]);
  return texts;
}

/** The input of the field at a JSON pointer: RJSF names it by the path under the form's id. */
const fieldId = (form: StandardFormCase) =>
  `${form.name}_${form.invalid.path.split('/').slice(1).join('_')}`;

const stillOn = (form: StandardFormCase) => new RegExp(`[?&]step=${form.name}(&|$)`);

for (const form of STANDARD_FORMS) {
  test(`${form.name} (${form.covers}) reads as written, passes with its sample data, and is refused at its field in German`, async ({
    page,
  }) => {
    expect(refusals.get(form.name), 'refused as written').toBeUndefined();
    await openStep(page, form, 'en');
    await expectReadable(page);
    await page.getByRole('main').locator('button[type="submit"]').click();
    await expect(page).not.toHaveURL(stillOn(form));

    await openStep(page, form, 'de');
    const field = page.locator(`#${fieldId(form)}`);
    await field.fill(form.invalid.value === undefined ? '' : String(form.invalid.value));
    await page.getByRole('main').locator('button[type="submit"]').click();
    await expect(page.locator(`#${fieldId(form)}__error`)).toBeVisible();
    await expect(page).toHaveURL(stillOn(form));
    const texts = await expectReadable(page);
    const missing = Object.entries(form.german).filter(([, german]) => !texts.includes(german));
    expect(missing, `German not shown; the page shows ${JSON.stringify(texts)}`).toEqual([]);
  });
}
