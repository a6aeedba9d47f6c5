import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { localizeUiSchema } from '../support/localizeUiSchema';
import { renderBuiltInForm } from '../support/rjsfForms';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';
import { splitSchema } from '../../../shared/schema/splitSchema';
import { SHARED_FORM_COPY, SHARED_FORM_STEP } from '../../fixtures/sharedFormStep';

/** A copy key as a page would show it untranslated: steps.x.optA, steps.x.t4-1. */
const RAW_KEY = /\b[a-z]+\.[a-z_]+\.[A-Za-z0-9_.-]+/;
const copy = SHARED_FORM_COPY.en;

function renderStep(formData: Record<string, unknown>) {
  const { schema, uiSchema } = splitSchema(SHARED_FORM_STEP);
  const localized = localizeUiSchema(schema as RJSFSchema, uiSchema as UiSchema, (key, params) =>
    i18n.t(key, params),
  );
  return renderBuiltInForm(schema as RJSFSchema, localized, formData);
}

beforeAll(async () => {
  await loadLaterBuiltIns();
  i18n.addResourceBundle('en', 'translation', copy, true, true);
});

describe('a step whose texts RJSF shows outside plain fields', () => {
  it('shows every text translated, and no copy key', async () => {
    const { container } = await act(async () =>
      renderStep({ hasPets: true, friends: [{ name: 'Ann' }, { name: 'Bo' }] }),
    );
    expect(screen.getByRole('option', { name: copy['steps.pets.byEmail'] })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: copy['steps.pets.byPhone'] })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: copy['steps.pets.cat'] })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: copy['steps.pets.dog'] })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy['steps.pets.street'] })).toBeInTheDocument();
    expect(container).toHaveTextContent(copy['steps.pets.address']);
    expect(container).toHaveTextContent(`${copy['steps.pets.friends']}-2`);
    expect(screen.getAllByRole('textbox', { name: copy['steps.pets.friendName'] })).toHaveLength(2);
    expect(container.textContent).not.toMatch(RAW_KEY);
  });
});
