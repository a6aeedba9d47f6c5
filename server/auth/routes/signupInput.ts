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
import type {
  SignupExtras,
  SignupFormFields,
  SignupRequest,
} from '../../../shared/contract/signup';

type OptionalField =
  | 'expectations'
  | 'problems'
  | 'campaignTemplateId'
  | 'signupFormData'
  | 'gRecaptchaToken'
  | 'selectedPlanId'
  | 'language';

/** The body as the route's schema lets it through: an optional field may be absent or null. */
export type SignupBody = Omit<SignupRequest, OptionalField> & {
  [Name in OptionalField]?: SignupRequest[Name] | null;
};

/** The most signupFormData may take, serialized: the brand's few ids and history, with room to spare. */
export const SIGNUP_FORM_DATA_MAX_BYTES = 16 * 1024;

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength });

/** The schema of what the route takes beside the form's fields. */
const EXTRA_FIELDS: Record<keyof SignupExtras, object> = {
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
  selectedPlanId: nullableText(100),
  language: nullableText(35),
};

interface FormField {
  type?: string;
  maxLength?: number;
}

/**
 * The route's body schema: each field of the signup form (schemas/forms/signup.json) with its type
 * and length (an optional one may be null), then the extra fields. The form's own rules and
 * messages are judged after it, by signupInputReader.
 */
export function signupBodySchema(form: JsonObject) {
  const required = (form.required ?? []) as string[];
  const formFields = Object.entries(form.properties as Record<string, FormField>).map(
    ([name, field]) => {
      const type = field.type ?? 'string';
      const bounds = field.maxLength === undefined ? {} : { maxLength: field.maxLength };
      return [name, { type: required.includes(name) ? type : [type, 'null'], ...bounds }];
    },
  );
  return {
    type: 'object',
    required: [...required, 'domain'],
    properties: { ...Object.fromEntries(formFields), ...EXTRA_FIELDS },
  };
}

/** What a signup leaves once read: the form's fields but the confirmation, trimmed and checked. */
export type SignupInput = Omit<SignupFormFields, 'confirmPassword'> & {
  /** Lower case, valid, not yet checked against reserved or taken names. */
  subDomain: string;
  signupFormData: Record<string, unknown>;
  /** The language the visitor signed up in, as sent; the route keeps it only if the brand offers it. */
  language: string | null;
};

export interface SignupRoute {
  bodySchema: ReturnType<typeof signupBodySchema>;
  read(body: SignupBody): SignupInput;
}

function e164(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() && phone.trim().startsWith('+') ? parsed.number : undefined;
}

/**
 * The signup route's body schema and reader, from the signup form's schema (schemas/forms/signup.json).
 * Fields the route does not take are refused first. Then the form's schema, compiled with the Ajv
 * set-up the steps use, judges the form's fields; code adds what the schema cannot say: the
 * address is trimmed and lower-cased first, the confirmation equals the password, the phone
 * number is a real E.164 number, the domain (the signup step's field) is a subdomain that does not
 * pass for an ASCII name, and signupFormData is small.
 */
export function signupBodyOf(rootDir: string): SignupRoute {
  const form = JSON.parse(
    readFileSync(join(rootDir, 'schemas/forms/signup.json'), 'utf8'),
  ) as JsonObject;
  const bodySchema = signupBodySchema(form);
  const validator = compileStepValidators(new Map([['signup', form]])).get('signup')!;
  /** What a signup may send: anything else is refused, not dropped. */
  const fieldNames = Object.keys(bodySchema.properties);
  /** The signup fields in the order the form shows them; the first problem in this order leads. */
  const fieldOrder = [...bodySchema.required, 'signupFormData'];
  const read = (body: SignupBody): SignupInput => {
    const unknown = Object.keys(body).filter((name) => !fieldNames.includes(name));
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
    const at = (problem: FieldProblem) => fieldOrder.indexOf(problem.path.split('/')[1] ?? '');
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
  return { bodySchema, read };
}
