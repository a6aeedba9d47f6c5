import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { defaultBrandUrl } from '../support/brands';

export const STRONG_PASSWORD = 'Sturdy-Pass1';

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  links: string[];
  text: string;
}

/** The newest mail of a kind to an address, from the development outbox (GET /api/dev/mailbox.json). */
export async function latestMail(
  to: string,
  kind: string,
  baseUrl = defaultBrandUrl,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/api/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: { messages: Mail[] } };
        found = body.data.messages.find((m) => m.kind === kind);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export interface SignupFields {
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validSignup(overrides: Partial<SignupFields> = {}): SignupFields {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    company: 'Compilers Inc',
    phone: '4155552671',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

/** Types the signup form as a person would, field by field. */
export async function fillSignup(page: Page, fields: SignupFields): Promise<void> {
  await page.getByLabel('First name').fill(fields.firstName);
  await page.getByLabel('Last name').fill(fields.lastName);
  await page.getByLabel('Company name').fill(fields.company);
  await page.getByLabel('Phone number').fill(fields.phone);
  await page.getByLabel('Company E-mail').fill(fields.email);
  await page.getByLabel('Create Password').fill(fields.password);
  await page.getByLabel('Re-enter Password').fill(fields.confirmPassword);
}

/** Collects Content-Security-Policy violations reported on the console. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      violations.push(msg.text());
  });
  return violations;
}
