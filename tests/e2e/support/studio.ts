import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { openCommandDatabase } from '../../../server/db/commandDatabase';
import { hashPassword } from '../../../server/security/passwords';
import type { OperatorRole } from '../../../shared/contract/operatorRoles';
import { copyOf } from './copy';
import { untilKeyboardDragListens } from './keyboardDrag';
import { OPERATOR } from './publishStep';

const en = copyOf('en');

/** English copy with its {{placeholders}} filled in. */
export const studioCopy = (key: string, values: Record<string, string | number> = {}) =>
  en[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Signs an operator in on the Studio's page, and waits until the Studio says who they are. */
export async function signInToStudio(
  page: Page,
  baseUrl: string,
  operator: { email: string; password: string } = OPERATOR,
): Promise<void> {
  await page.goto(`${baseUrl}/studio`);
  await page.getByLabel(studioCopy('studio.signIn.email')).fill(operator.email);
  await page.getByLabel(studioCopy('studio.signIn.password')).fill(operator.password);
  await page.getByRole('button', { name: studioCopy('studio.signIn.submit') }).click();
  await untilSignedIn(page, operator.email);
}

/** Waits until the Studio says who is signed in. */
export async function untilSignedIn(page: Page, email: string): Promise<void> {
  // Solving the bot check, checking the password with argon2id and loading the Studio's first
  // page took over 5 s on a loaded CI runner.
  await expect(page.getByText(studioCopy('studio.signedInAs', { email }))).toBeVisible({
    timeout: 30_000,
  });
}

/** A version's entry in the Studio's history. */
export const studioVersion = (page: Page, number: number) =>
  page.locator(`.studio-version[data-version="${number}"]`);

/** Compares version `before` with the live version `live` in the Studio; the diff it shows. */
export async function compareWithLive(page: Page, before: number, live: number): Promise<Locator> {
  const compare = page.getByRole('form', { name: studioCopy('studio.compare.title') });
  await compare
    .getByLabel(studioCopy('studio.compare.before'))
    .selectOption({ label: studioCopy('studio.history.version', { number: before }) });
  await compare
    .getByLabel(studioCopy('studio.compare.after'))
    .selectOption({ label: studioCopy('studio.compare.liveVersion', { number: live }) });
  await compare.getByRole('button', { name: studioCopy('studio.compare.submit') }).click();
  return page.locator('.studio-diff');
}

/** Rolls back to version `number` from the history, confirming, and waits until the Studio says so. */
export async function rollBackTo(page: Page, number: number): Promise<void> {
  const version = studioVersion(page, number);
  await version
    .getByRole('button', { name: studioCopy('studio.history.rollBack', { number }) })
    .click();
  await version
    .getByRole('button', { name: studioCopy('studio.history.confirmYes', { number }) })
    .click();
  await expect(page.locator('.studio-status')).toHaveText(
    studioCopy('studio.history.rolledBack', { number }),
  );
}

/**
 * Moves a step of the Studio's list one place down with the keyboard, as a keyboard user does:
 * Space on its handle picks it up, ArrowDown moves it (the live region says where), Space drops it.
 */
export async function moveStepDownByKeyboard(page: Page, step: string, toPosition: number) {
  await page.getByRole('button', { name: studioCopy('studio.steps.moveHandle', { step }) }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.studio-step--dragging')).toHaveCount(1);
  await untilKeyboardDragListens(page);
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByText(studioCopy('studio.steps.announce.over', { step, position: toPosition })),
  ).toBeAttached();
  await page.keyboard.press('Space');
}

/**
 * Adds an operator account with a role to the database of a spec's own server (an invitation
 * would, by mail), through the engine the running server holds in `root`/data.
 */
export async function addOperator(
  root: string,
  operator: { email: string; password: string },
  role: OperatorRole = 'admin',
): Promise<void> {
  const database = await openCommandDatabase({
    databaseUrl: undefined,
    dataDir: join(root, 'data'),
  });
  try {
    await database.db
      .insertInto('operators')
      .values({
        email: operator.email,
        password_hash: await hashPassword(operator.password),
        role,
      })
      .execute();
  } finally {
    await database.close();
  }
}

/** A datetime-local value: the browser's (and this machine's) local time, to the second. */
export function localTimeIn(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** The Translations grid's cell for `text` in `language` (by its English name). */
export const translationCell = (card: Locator, language: string, text: string) =>
  card.getByRole('textbox', { name: `${language} translation of “${text}”` });

/** How many texts the Translations grid's column for `language` says are missing. */
export const missingIn = async (card: Locator, language: string) =>
  Number(
    /(\d+) missing/.exec(
      (await card.getByRole('columnheader', { name: new RegExp(`^${language}`) }).textContent())!,
    )?.[1] ?? 0,
  );
