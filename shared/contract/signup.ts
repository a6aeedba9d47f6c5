/**
 * POST /user/signup. The signup form's fields are those of schemas/forms/signup.json, whose rules
 * the server judges the body by; SignupFormFields is that list as a type, held to the schema by
 * tests/unit/contract/signup-fields.test.ts.
 */
export interface SignupFormFields {
  firstName: string;
  lastName: string;
  company: string;
  /** E.164 */
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
  expectations: string;
  problems: string;
  campaignTemplateId: string | null;
}

/** What the signup takes beside the form's fields, sent at the signup step. */
export interface SignupExtras {
  /** The subdomain chosen at the signup step. */
  domain: string;
  signupFormData: Record<string, unknown> | null;
  /** The bot check's token. */
  gRecaptchaToken: string;
  selectedPlanId: string | null;
  /** The language the visitor signs up in: the mails to them are written in it. */
  language: string | null;
}

export type SignupRequest = SignupFormFields & SignupExtras;
