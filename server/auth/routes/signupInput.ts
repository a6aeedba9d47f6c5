import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { compileStepValidators } from '../../config/runtime/stepValidators';
import { normalizeEmail } from '../../users/email';
import {
  DOMAIN_REQUIRED_MESSAGE,
  imitatesAsciiName,
  isValidSubdomain,
  normalizeSubdomain,
  SUBDOMAIN_LOOK_ALIKE_MESSAGE,
  SUBDOMAIN_RULE_MESSAGE,
} from '../../users/subdomain';
import { message, unknownFields, type Message } from '../../http/envelope';
import { invalidFields, text, type FieldProblem } from './validation';

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
  language?: string | null;
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
    language: { type: ['string', 'null'], maxLength: 35 },
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
  /** The language the visitor signed up in, as sent; the route keeps it only if the brand offers it. */
  language: string | null;
}

/** What a signup may send: anything else is refused, not dropped. */
const SIGNUP_FIELDS: readonly string[] = Object.keys(signupBodySchema.properties);

/** The signup fields in the order the form shows them; the first problem in this order leads. */
const FIELD_ORDER: readonly string[] = [...signupBodySchema.required, 'signupFormData'];

function e164(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() && phone.trim().startsWith('+') ? parsed.number : undefined;
}

/**
 * Fields the route does not take are refused first. Then the signup form's schema
 * (schemas/forms/signup.json), compiled with the Ajv set-up the steps use, judges the form's
 * fields; code adds what the schema cannot say: the address is trimmed and lower-cased first, the
 * confirmation equals the password, the phone number is a real E.164 number, the domain (the
 * signup step's field) is a subdomain that does not pass for an ASCII name, and signupFormData is
 * small.
 */
export function signupInputReader(rootDir: string): (body: SignupBody) => SignupInput {
  const form = JSON.parse(
    readFileSync(join(rootDir, 'schemas/forms/signup.json'), 'utf8'),
  ) as JsonObject;
  const validator = compileStepValidators(new Map([['signup', form]])).get('signup')!;
  return (body) => {
    const unknown = Object.keys(body).filter((name) => !SIGNUP_FIELDS.includes(name));
    if (unknown.length > 0) throw unknownFields(unknown);
    const email = normalizeEmail(body.email);
    // The form sends its fields as strings; a null optional field is an absent one.
    const fields = Object.fromEntries(
      Object.entries({ ...body, email }).filter(
        ([name, value]) => validator.fields.includes(name) && value !== null,
      ),
    );
    const problems: FieldProblem[] = validator.validate(fields);
    const need = (ok: boolean, path: string, problem: Message) => {
      if (!ok && !problems.some((p) => p.path === path)) problems.push({ path, message: problem });
    };
    need(
      body.confirmPassword === body.password,
      '/confirmPassword',
      message('validation.password.mismatch'),
    );
    const phone = e164(body.phoneNumber);
    need(phone !== undefined, '/phoneNumber', message('validation.phone.invalid'));
    const domain = body.domain.trim();
    need(domain !== '', '/domain', DOMAIN_REQUIRED_MESSAGE);
    need(isValidSubdomain(domain), '/domain', SUBDOMAIN_RULE_MESSAGE);
    need(!imitatesAsciiName(domain), '/domain', SUBDOMAIN_LOOK_ALIKE_MESSAGE);
    need(
      Buffer.byteLength(JSON.stringify(body.signupFormData ?? {})) <= SIGNUP_FORM_DATA_MAX_BYTES,
      '/signupFormData',
      message('errors.signupFormDataTooLarge', { bytes: SIGNUP_FORM_DATA_MAX_BYTES }),
    );
    const at = (problem: FieldProblem) => FIELD_ORDER.indexOf(problem.path.split('/')[1] ?? '');
    problems.sort((a, b) => at(a) - at(b));
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
      language: body.language ?? null,
    };
  };
}
