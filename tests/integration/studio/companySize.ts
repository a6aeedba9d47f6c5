/** A new step as an operator would add it: a required select with its own message. */
export const COMPANY_SIZE_STEP = JSON.stringify({
  $schema: '../meta/step.schema.json',
  title: 'steps.company_size.title',
  type: 'object',
  required: ['companySize'],
  properties: {
    companySize: {
      type: 'string',
      title: 'steps.company_size.fields.companySize',
      enum: ['1-10', '11-50', '51+'],
    },
  },
  errorMessage: { required: { companySize: 'validation.company_size.required' } },
});

/** The copy the new step names, in English. */
export const COMPANY_SIZE_COPY = {
  'steps.company_size.title': 'How big is your company?',
  'steps.company_size.fields.companySize': 'Company size',
  'validation.company_size.required': 'Tell us how big your company is.',
};

/** A flow's text with company_size inserted right after the step named `after`. */
export function flowWithCompanySize(flowText: string, after = 'business_category'): string {
  const flow = JSON.parse(flowText) as { steps: { name: string }[] };
  const at = flow.steps.findIndex((step) => step.name === after) + 1;
  flow.steps.splice(at, 0, {
    name: 'company_size',
    schema: 'company_size.json',
    progress: 15,
    submit: { call: 'updateUserData', fields: ['companySize'], next: 'following' },
  } as never);
  return JSON.stringify(flow, null, 2);
}
