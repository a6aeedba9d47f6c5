import type { FlowStep } from '../../../shared/flow/types';
import type { JsonObject } from './configFiles';

export const TEMPLATE_IDS = ['requiredSelect', 'textField', 'info'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateInput {
  /** The step's name: its route, file name and field name. */
  name: string;
  /** The step's title, in the brand's default language. */
  title: string;
  /** The message shown when a required answer is missing (select and text templates). */
  requiredMessage: string;
}

/**
 * What a template makes: the step's schema and its entry in the flow. Its texts are written as
 * the owner reads them (no copy keys), so every other language counts them as not translated.
 */
export interface StepFromTemplate {
  schema: JsonObject;
  /** All but its progress, which its place in the flow gives. */
  flowStep: Omit<FlowStep, 'progress'>;
}

export const STEP_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

/** The step's one field: company_size → companySize. */
export function fieldNameOf(stepName: string): string {
  return stepName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const SELECT_OPTIONS = ['option1', 'option2', 'option3'];
const OPTION_NAMES = ['Option 1', 'Option 2', 'Option 3'];

function withField(input: TemplateInput, field: string, property: JsonObject): StepFromTemplate {
  return {
    schema: {
      $schema: '../meta/step.schema.json',
      title: input.title,
      type: 'object',
      required: [field],
      properties: { [field]: property },
      errorMessage: { required: { [field]: input.requiredMessage } },
    },
    flowStep: {
      name: input.name,
      schema: `${input.name}.json`,
      submit: {
        call: 'updateUserData',
        fields: [field],
        skipWhenUnchanged: true,
        next: 'following',
      },
    },
  };
}

/** A new step's schema and flow entry from one of the Studio's generic templates. */
export function stepFromTemplate(template: TemplateId, input: TemplateInput): StepFromTemplate {
  const field = fieldNameOf(input.name);
  switch (template) {
    case 'requiredSelect':
      return withField(input, field, {
        type: 'string',
        title: input.title,
        enum: SELECT_OPTIONS,
        'ui:enumNames': OPTION_NAMES,
        // The step's heading already says what is asked: the cards carry it as their name.
        'ui:widget': 'choiceCards',
        'ui:options': { label: false },
        errorMessage: { enum: input.requiredMessage },
      });
    case 'textField':
      return withField(input, field, {
        type: 'string',
        title: input.title,
        minLength: 1,
        // The step's heading already says what is asked: the label stays for screen readers.
        'ui:classNames': 'label-visually-hidden',
        errorMessage: { minLength: input.requiredMessage },
      });
    case 'info':
      return {
        schema: {
          $schema: '../meta/step.schema.json',
          title: input.title,
          type: 'object',
          properties: {},
        },
        flowStep: {
          name: input.name,
          schema: `${input.name}.json`,
          submit: { call: 'none', next: 'following' },
        },
      };
  }
}
