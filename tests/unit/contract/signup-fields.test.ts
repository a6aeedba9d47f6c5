import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SignupFormFields } from '../../../shared/contract/signup';

/** Every field of SignupFormFields, no more and no fewer: typecheck refuses a missing or extra key. */
const DECLARED: Record<keyof SignupFormFields, true> = {
  firstName: true,
  lastName: true,
  company: true,
  phoneNumber: true,
  email: true,
  password: true,
  confirmPassword: true,
  expectations: true,
  problems: true,
  campaignTemplateId: true,
};

const form = JSON.parse(readFileSync(join(process.cwd(), 'schemas/forms/signup.json'), 'utf8')) as {
  properties: Record<string, unknown>;
};

describe("the contract's signup fields", () => {
  it('are the fields of schemas/forms/signup.json', () => {
    expect(Object.keys(DECLARED).sort()).toEqual(Object.keys(form.properties).sort());
  });
});
