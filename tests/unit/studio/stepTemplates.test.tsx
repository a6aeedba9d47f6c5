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
    // The copy key stands for the title here: the label is the field's title.
    const { container } = renderBuiltInForm(
      { ...schema, title: undefined } as RJSFSchema,
      uiSchema as UiSchema,
      {},
    );
    const field = screen.getByLabelText(/steps\.team_size\.fields\.teamSize/);
    expect(field).toHaveAttribute('type', 'text');
    expect(container.querySelector('.label-visually-hidden > label')).toHaveTextContent(
      'steps.team_size.fields.teamSize',
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
});
