import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { splitSchema, type JsonObject } from '../../../shared/schema/splitSchema';
import { stepFromTemplate } from '../../../src/studio/draft/stepTemplates';
import { renderBuiltInForm } from '../support/rjsfForms';

const input = { name: 'team_size', title: 'How big is your team?', requiredMessage: 'Say it.' };

describe("the Studio's step templates", () => {
  it('a text step asks its question once to the eye, and still names its field', () => {
    const { schema, uiSchema } = splitSchema(
      stepFromTemplate('textField', input).schema as JsonObject,
    );
    // Without the step's heading, the field's label is the question.
    const { container } = renderBuiltInForm(
      { ...schema, title: undefined } as RJSFSchema,
      uiSchema as UiSchema,
      {},
    );
    const field = screen.getByLabelText(/How big is your team\?/);
    expect(field).toHaveAttribute('type', 'text');
    expect(container.querySelector('.label-visually-hidden > label')).toHaveTextContent(
      'How big is your team?',
    );
  });

  it('a choice step shows its options as cards, named by the question, with no label of their own', () => {
    const { uiSchema } = splitSchema(
      stepFromTemplate('requiredSelect', input).schema as JsonObject,
    );
    expect(uiSchema).toMatchObject({
      teamSize: { 'ui:widget': 'choiceCards', 'ui:options': { label: false } },
    });
  });

  it('writes every text as the owner reads it, no copy key', () => {
    const { schema } = stepFromTemplate('requiredSelect', input);
    expect(schema).toMatchObject({
      title: 'How big is your team?',
      errorMessage: { required: { teamSize: 'Say it.' } },
      properties: {
        teamSize: {
          title: 'How big is your team?',
          'ui:enumNames': ['Option 1', 'Option 2', 'Option 3'],
          errorMessage: { enum: 'Say it.' },
        },
      },
    });
    expect(JSON.stringify(schema)).not.toMatch(/"(steps|validation)\./);
  });
});
