import { expect, type Page } from '@playwright/test';
import { copyOf } from './copy';
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
  await expect(
    page.getByText(studioCopy('studio.signedInAs', { email: operator.email })),
  ).toBeVisible();
}
