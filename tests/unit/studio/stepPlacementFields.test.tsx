import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { AddStepForm } from '../../../src/studio/AddStepForm';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { stepRowsOf } from '../../../src/studio/draft/flowSteps';
import { STEP_NAME_PATTERN } from '../../../src/studio/draft/stepTemplates';
import { ImportFormForm } from '../../../src/studio/ImportFormForm';
import { StepPlacementFields } from '../../../src/studio/StepPlacementFields';
import i18n from '../../../src/i18n';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);
const stepNames = stepRowsOf(draft).map((row) => row.name);
const t = (key: string) => i18n.t(key);

/** The steps of the draft's flow, in order, once a form has added one. */
const flowOrder = (files: ConfigFileTexts) => stepRowsOf(files).map((row) => row.name);

describe("the Studio's step name and place fields", () => {
  it('name the step under the rule it must follow, and list the flow’s steps to put it after', () => {
    render(
      <form aria-label="a form">
        <StepPlacementFields
          id="f"
          placement={{ name: 'my_step', setName: () => {}, afterIndex: 1, setAfterIndex: () => {} }}
          stepNames={['first', 'second']}
        >
          <label htmlFor="f-between">Between</label>
          <input id="f-between" />
        </StepPlacementFields>
      </form>,
    );
    const name = screen.getByRole('textbox', { name: t('studio.addStep.name') });
    expect(name).toHaveValue('my_step');
    expect(name).toHaveAttribute('pattern', STEP_NAME_PATTERN.source);
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription(t('studio.addStep.nameHelp'));
    const after = screen.getByRole('combobox', { name: t('studio.addStep.after') });
    expect(
      within(after)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['first', 'second']);
    expect(after).toHaveValue('1');
    // The form's own fields stand between the name and the place.
    const fields = screen.getAllByRole('textbox').concat(after);
    expect(fields.map((field) => field.id)).toEqual(['f-name', 'f-between', 'f-after']);
  });

  it('place a step made from a template after the step chosen', async () => {
    const onAdded = vi.fn();
    render(<AddStepForm draft={draft} stepNames={stepNames} onAdded={onAdded} />);
    const form = screen.getByRole('form', { name: t('studio.addStep.title') });
    await userEvent.selectOptions(
      within(form).getByLabelText(t('studio.addStep.template')),
      'info',
    );
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.name')), 'welcome_note');
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.stepTitle')), 'Welcome');
    await userEvent.selectOptions(within(form).getByLabelText(t('studio.addStep.after')), '1');
    await userEvent.click(within(form).getByRole('button', { name: t('studio.addStep.submit') }));
    expect(onAdded).toHaveBeenCalledWith(expect.any(Object), 'welcome_note');
    const order = flowOrder(onAdded.mock.calls[0]![0] as ConfigFileTexts);
    expect(order.slice(0, 3)).toEqual([stepNames[0], stepNames[1], 'welcome_note']);
  });

  it('place an imported form after the step chosen', async () => {
    const onImported = vi.fn();
    render(<ImportFormForm draft={draft} stepNames={stepNames} onImported={onImported} />);
    const form = screen.getByRole('form', { name: t('studio.importForm.title') });
    const schema = { type: 'object', properties: { nickname: { type: 'string' } } };
    // Typed as a paste: user-event reads braces as key names.
    await userEvent.click(within(form).getByLabelText(t('studio.importForm.json')));
    await userEvent.paste(JSON.stringify({ schema }));
    await userEvent.type(within(form).getByLabelText(t('studio.addStep.name')), 'nickname_step');
    await userEvent.selectOptions(within(form).getByLabelText(t('studio.addStep.after')), '1');
    await userEvent.click(
      within(form).getByRole('button', { name: t('studio.importForm.submit') }),
    );
    expect(onImported).toHaveBeenCalledWith(
      expect.any(Object),
      'nickname_step',
      expect.any(String),
    );
    const order = flowOrder(onImported.mock.calls[0]![0] as ConfigFileTexts);
    expect(order.slice(0, 3)).toEqual([stepNames[0], stepNames[1], 'nickname_step']);
  });
});
