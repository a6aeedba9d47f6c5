import type { FlowStep } from '../../../shared/flow/types';
import type { JsonObject } from './configFiles';

export const TEMPLATE_IDS = ['requiredSelect', 'textField', 'info'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateInput {
  /** The step's name: its route, file name and copy key prefix. */
  name: string;
  /** English text of the step's title. */
  title: string;
  /** English message shown when a required answer is missing (select and text templates). */
  requiredMessage: string;
}

/** What a template makes: the step's schema, its entry in the flow, and its English copy. */
export interface StepFromTemplate {
  schema: JsonObject;
  /** All but its progress, which its place in the flow gives. */
  flowStep: Omit<FlowStep, 'progress'>;
  copy: Record<string, string>;
}

export const STEP_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

/** The step's one field: company_size → companySize. */
export function fieldNameOf(stepName: string): string {
  return stepName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const SELECT_OPTIONS = ['option1', 'option2', 'option3'];

function withField(
  input: TemplateInput,
  field: string,
  property: JsonObject,
  copy: Record<string, string>,
): StepFromTemplate {
  const requiredKey = `validation.${input.name}.${field}Required`;
  return {
    schema: {
      $schema: '../meta/step.schema.json',
      title: `steps.${input.name}.title`,
      type: 'object',
      required: [field],
      properties: { [field]: property },
      errorMessage: { required: { [field]: requiredKey } },
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
    copy: {
      [`steps.${input.name}.title`]: input.title,
      [requiredKey]: input.requiredMessage,
      ...copy,
    },
  };
}

/** A new step's schema, flow entry and copy from one of the Studio's generic templates. */
export function stepFromTemplate(template: TemplateId, input: TemplateInput): StepFromTemplate {
  const field = fieldNameOf(input.name);
  const fieldKey = `steps.${input.name}.fields.${field}`;
  const requiredKey = `validation.${input.name}.${field}Required`;
  switch (template) {
    case 'requiredSelect': {
      const optionKeys = SELECT_OPTIONS.map((o) => `steps.${input.name}.options.${o}`);
      return withField(
        input,
        field,
        {
          type: 'string',
          title: fieldKey,
          enum: SELECT_OPTIONS,
          'ui:enumNames': optionKeys,
          // The step's heading already says what is asked: the cards carry it as their name.
          'ui:widget': 'choiceCards',
          'ui:options': { label: false },
          errorMessage: { enum: requiredKey },
        },
        {
          [fieldKey]: input.title,
          ...Object.fromEntries(optionKeys.map((key, i) => [key, `Option ${i + 1}`])),
        },
      );
    }
    case 'textField':
      return withField(
        input,
        field,
        {
          type: 'string',
          title: fieldKey,
          minLength: 1,
          // The step's heading already says what is asked: the label stays for screen readers.
          'ui:classNames': 'label-visually-hidden',
          errorMessage: { minLength: requiredKey },
        },
        { [fieldKey]: input.title },
      );
    case 'info':
      return {
        schema: {
          $schema: '../meta/step.schema.json',
          title: `steps.${input.name}.title`,
          description: `steps.${input.name}.description`,
          type: 'object',
          properties: {},
        },
        flowStep: {
          name: input.name,
          schema: `${input.name}.json`,
          submit: { call: 'none', next: 'following' },
        },
        copy: {
          [`steps.${input.name}.title`]: input.title,
          [`steps.${input.name}.description`]: input.title,
        },
      };
  }
}
