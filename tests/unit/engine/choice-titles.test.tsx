import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';
import { STANDARD_FORMS } from '../../fixtures/standardForms/cases';
import choices from '../../fixtures/standardForms/choices.json';
import { localizeUiSchema } from '../support/localizeUiSchema';
import { renderBuiltInForm } from '../support/rjsfForms';

const german: Record<string, string> = STANDARD_FORMS.find(
  (form) => form.name === 'choices',
)!.german;

function renderChoices(uiSchema: UiSchema, t: (text: string) => string) {
  const schema = choices.schema as unknown as RJSFSchema;
  return renderBuiltInForm(schema, localizeUiSchema(schema, uiSchema, t), choices.formData);
}

beforeAll(async () => {
  await loadLaterBuiltIns();
});

describe('a field that is a choice between options', () => {
  it('an object that is only a oneOf names its option selector by its title, translated', async () => {
    await act(async () => renderChoices({}, (text) => german[text] ?? text));
    const selector = screen.getByRole('combobox', { name: german['Payout method'] });
    expect(selector).toHaveValue('0');
    expect(screen.getByRole('option', { name: german['Bank transfer'] })).toBeInTheDocument();
  });

  it('an anyOf of consts shows its option names translated, from the placed uiSchema', async () => {
    await act(async () => renderChoices({}, (text) => german[text] ?? text));
    const day = screen.getByRole('combobox', { name: german['Payout day'] });
    expect(day).toHaveDisplayValue(german['First of the month']!);
    // No German written for it: it reads as written.
    expect(screen.getByRole('option', { name: 'Fifteenth of the month' })).toBeInTheDocument();
  });

  it('ui:options label false leaves the title out, as it does a legend', async () => {
    await act(async () => renderChoices({ payout: { 'ui:options': { label: false } } }, (t) => t));
    expect(screen.queryByText('Payout method')).toBeNull();
    expect(screen.getByRole('option', { name: 'PayPal' })).toBeInTheDocument();
  });
});
