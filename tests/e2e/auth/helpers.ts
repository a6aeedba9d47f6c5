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
const ENGLISH_SIGNUP_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company name',
  phoneNumber: 'Phone number',
  email: 'Company E-mail',
  password: 'Create Password',
  confirmPassword: 'Re-enter Password',
};

/** Fills the signup form; `labelOf` names each field's label (English unless given). */
export async function fillSignup(
  page: Page,
  fields: SignupFields,
  labelOf: (field: string) => string = (field) => ENGLISH_SIGNUP_LABELS[field]!,
): Promise<void> {
  const label = (field: string) => page.getByLabel(labelOf(field));
  await label('firstName').fill(fields.firstName);
  await label('lastName').fill(fields.lastName);
  await label('company').fill(fields.company);
  await label('phoneNumber').fill(fields.phone);
  await label('email').fill(fields.email);
  await label('password').fill(fields.password);
  await label('confirmPassword').fill(fields.confirmPassword);
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

/**
 * Signs a new owner up in the browser in the language of `copy` (the page must show it): the
 * signup form, then the subdomain step, up to the business category step.
 */
export async function signUpThroughSubdomain(
  page: Page,
  copy: Record<string, string>,
  fields: SignupFields,
  subdomain: string,
): Promise<void> {
  const text = (key: string) => copy[key]!.replace('{{brand}}', 'Onramp');
  await fillSignup(page, fields, (field) => text(`auth.signup.fields.${field}`));
  await page.getByRole('button', { name: text('auth.signup.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('steps.tenant_domain.title') }),
  ).toBeVisible();
  await page.getByLabel(text('steps.tenant_domain.fields.domain')).fill(subdomain);
  await page.getByRole('button', { name: text('wizard.next') }).click();
  await expect(page).toHaveURL(/\/signup\/business_category$/);
}
