import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { meetsPasswordRule, PASSWORD_RULE_MESSAGE } from '../../security/passwords';
import { isValidEmail, normalizeEmail } from '../../users/email';
import {
  DOMAIN_REQUIRED_MESSAGE,
  isValidSubdomain,
  normalizeSubdomain,
  SUBDOMAIN_RULE_MESSAGE,
} from '../../users/subdomain';
import { message, type Message } from '../../http/envelope';
import { INVALID_SIGNUP_EMAIL_MESSAGE } from './checkEmailExists';
import { invalidFields, isBlank, text, type FieldProblem } from './validation';

export interface SignupBody {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  expectations?: string;
  problems?: string;
  password: string;
  confirmPassword: string;
  campaignTemplateId?: string | null;
  phoneNumber: string;
  domain: string;
  signupFormData?: Record<string, unknown> | null;
  gRecaptchaToken?: string;
  selectedPlanId?: string | null;
}

/** The most signupFormData may take, serialized: the brand's few ids and history, with room to spare. */
export const SIGNUP_FORM_DATA_MAX_BYTES = 16 * 1024;

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const signupBodySchema = {
  type: 'object',
  required: [
    'firstName',
    'lastName',
    'company',
    'email',
    'password',
    'confirmPassword',
    'phoneNumber',
    'domain',
  ],
  properties: {
    firstName: text(100),
    lastName: text(100),
    company: text(200),
    email: text(320),
    expectations: text(5000),
    problems: text(5000),
    password: text(256),
    confirmPassword: text(256),
    campaignTemplateId: { type: ['string', 'null'], maxLength: 200 },
    phoneNumber: text(40),
    domain: text(100),
    signupFormData: {
      type: ['object', 'null'],
      maxProperties: 20,
      properties: {
        userHistory: { type: 'array', maxItems: 100 },
        referenceId: nullableText(200),
        businessCategoryName: nullableText(200),
        businessCategoryDescription: nullableText(2000),
        campaignTemplateId: nullableText(200),
      },
    },
    gRecaptchaToken: text(20_000),
    selectedPlanId: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

export interface SignupInput {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  expectations: string;
  problems: string;
  password: string;
  campaignTemplateId: string | null;
  /** E.164 */
  phoneNumber: string;
  /** Lower case, valid, not yet checked against reserved or taken names. */
  subDomain: string;
  signupFormData: Record<string, unknown>;
}

function e164(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() && phone.trim().startsWith('+') ? parsed.number : undefined;
}

/** Section 5's rules, with its messages; every problem is listed, the first leads. */
export function readSignupInput(body: SignupBody): SignupInput {
  const problems: FieldProblem[] = [];
  const need = (ok: boolean, path: string, problem: Message) => {
    if (!ok) problems.push({ path, message: problem });
  };
  need(!isBlank(body.firstName), '/firstName', message('validation.signup.firstName'));
  need(!isBlank(body.lastName), '/lastName', message('validation.signup.lastName'));
  need(!isBlank(body.company), '/company', message('validation.signup.company'));
  const email = normalizeEmail(body.email);
  need(isValidEmail(email), '/email', INVALID_SIGNUP_EMAIL_MESSAGE);
  need(meetsPasswordRule(body.password), '/password', PASSWORD_RULE_MESSAGE);
  need(
    body.confirmPassword !== '' && body.confirmPassword === body.password,
    '/confirmPassword',
    message('validation.password.mismatch'),
  );
  const phone = e164(body.phoneNumber);
  need(phone !== undefined, '/phoneNumber', message('validation.phone.invalid'));
  const domain = body.domain.trim();
  if (domain === '') need(false, '/domain', DOMAIN_REQUIRED_MESSAGE);
  else need(isValidSubdomain(domain), '/domain', SUBDOMAIN_RULE_MESSAGE);
  need(
    Buffer.byteLength(JSON.stringify(body.signupFormData ?? {})) <= SIGNUP_FORM_DATA_MAX_BYTES,
    '/signupFormData',
    message('errors.signupFormDataTooLarge', { bytes: SIGNUP_FORM_DATA_MAX_BYTES }),
  );
  if (problems.length > 0 || phone === undefined) throw invalidFields(problems);
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    company: body.company.trim(),
    email,
    expectations: body.expectations?.trim() ?? '',
    problems: body.problems?.trim() ?? '',
    password: body.password,
    campaignTemplateId: body.campaignTemplateId ?? null,
    phoneNumber: phone,
    subDomain: normalizeSubdomain(domain),
    signupFormData: body.signupFormData ?? {},
  };
}
