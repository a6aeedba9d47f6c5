import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { Condition } from '../../../shared/flow/types';
import i18n from '../../../src/i18n';
import { ConditionBuilder } from '../../../src/studio/ConditionBuilder';
import {
  answersBeforeEachStep,
  type OfferedAnswer,
} from '../../../src/studio/draft/conditionAnswers';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { stepRowsOf } from '../../../src/studio/draft/flowSteps';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);
const seedWhen = stepRowsOf(draft).find((row) => row.name === 'campaign_usecase')!.when!;
const SIZE: OfferedAnswer = {
  field: 'teamSize',
  step: 'team_size',
  input: { kind: 'number', integer: true },
};
/** domain (text) and businessCategory.name (listed), as the flow offers them, then a number. */
const ANSWERS = [...answersBeforeEachStep(draft).get('campaign_usecase')!, SIZE];
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

/** The builder over a `when` kept as the draft would keep it. */
function Builder({
  initial,
  onWhen,
  onEditJson = () => {},
}: {
  initial: Condition | undefined;
  onWhen: (when: Condition | undefined) => void;
  onEditJson?: () => void;
}) {
  const [when, setWhen] = useState(initial);
  return (
    <ConditionBuilder
      subject="campaign_usecase"
      when={when}
      answers={ANSWERS}
      onWhen={(next) => {
        onWhen(next);
        setWhen(next);
      }}
      onEditJson={onEditJson}
    />
  );
}
const rule = (number: number) =>
  screen.getByRole('group', {
    name: t(number === 1 ? 'studio.condition.rule' : 'studio.condition.andRule', { number }),
  });

beforeAll(() => i18n.changeLanguage('en'));

describe('the condition builder on a step card', () => {
  it('builds "the category is one of two" from the keyboard, the rule the shipped flow has', async () => {
    const user = userEvent.setup();
    const onWhen = vi.fn();
    render(<Builder initial={undefined} onWhen={onWhen} />);
    expect(
      screen.getByRole('group', {
        name: t('studio.condition.always', { step: 'campaign_usecase' }),
      }),
    ).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: t('studio.condition.add') })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The new rule: the first answer offered "is" its first value, and the focus on its answer.
    expect(onWhen).toHaveBeenLastCalledWith({
      properties: { domain: { const: '' } },
      required: ['domain'],
    });
    const answer = within(rule(1)).getByRole('combobox', { name: t('studio.condition.answer') });
    expect(answer).toHaveFocus();
    expect(
      screen.getByRole('group', {
        name: t('studio.condition.allOf', { step: 'campaign_usecase' }),
      }),
    ).toBeInTheDocument();

    await user.selectOptions(answer, 'businessCategory.name');
    await user.selectOptions(
      within(rule(1)).getByRole('combobox', { name: t('studio.condition.test') }),
      t('studio.condition.tests.oneOf'),
    );
    const values = within(rule(1)).getByRole('group', { name: t('studio.condition.values') });
    expect(within(values).getByRole('checkbox', { name: 'E-commerce' })).toBeChecked();
    await user.click(within(values).getByRole('checkbox', { name: 'Technical Services' }));
    await user.click(within(values).getByRole('checkbox', { name: 'E-commerce' }));
    within(values).getByRole('checkbox', { name: 'Marketing Services' }).focus();
    await user.keyboard(' ');
    expect(JSON.stringify(onWhen.mock.lastCall![0])).toBe(JSON.stringify(seedWhen));
  });

  it('keeps one value ticked, and says how to drop the rule instead', async () => {
    const user = userEvent.setup();
    const onWhen = vi.fn();
    render(<Builder initial={seedWhen} onWhen={onWhen} />);
    const values = within(rule(1)).getByRole('group', { name: t('studio.condition.values') });
    await user.click(within(values).getByRole('checkbox', { name: 'Technical Services' }));
    await user.click(within(values).getByRole('checkbox', { name: 'Marketing Services' }));
    expect(onWhen).toHaveBeenCalledTimes(1);
    expect(within(values).getByRole('checkbox', { name: 'Marketing Services' })).toBeChecked();
    expect(within(values).getByText(t('studio.condition.tickOne'))).toBeInTheDocument();
  });

  it('tests each answer once, removes a rule, and shows the step always', async () => {
    const user = userEvent.setup();
    const onWhen = vi.fn();
    render(<Builder initial={seedWhen} onWhen={onWhen} />);
    await user.click(screen.getByRole('button', { name: t('studio.condition.add') }));
    const second = within(rule(2)).getByRole('combobox', { name: t('studio.condition.answer') });
    expect(second).toHaveValue('domain');
    expect(within(second).getByRole('option', { name: /^businessCategory\.name/ })).toBeDisabled();
    await user.selectOptions(
      within(rule(2)).getByRole('combobox', { name: t('studio.condition.test') }),
      t('studio.condition.tests.isNot'),
    );
    await user.type(
      within(rule(2)).getByRole('textbox', { name: t('studio.condition.value') }),
      'demo',
    );
    expect(onWhen).toHaveBeenLastCalledWith({
      ...seedWhen,
      properties: { ...(seedWhen.properties as object), domain: { not: { const: 'demo' } } },
      required: ['businessCategory', 'domain'],
    });

    await user.click(
      screen.getByRole('button', { name: t('studio.condition.remove', { number: 2 }) }),
    );
    expect(JSON.stringify(onWhen.mock.lastCall![0])).toBe(JSON.stringify(seedWhen));
    expect(screen.getByRole('button', { name: t('studio.condition.add') })).toHaveFocus();
    await user.click(
      screen.getByRole('button', {
        name: t('studio.condition.alwaysShow', { step: 'campaign_usecase' }),
      }),
    );
    expect(onWhen).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('writes a number answer’s value as a number, once what is typed is one', async () => {
    const user = userEvent.setup();
    const onWhen = vi.fn();
    render(
      <Builder
        initial={{ properties: { teamSize: { const: 5 } }, required: ['teamSize'] }}
        onWhen={onWhen}
      />,
    );
    const value = within(rule(1)).getByRole('spinbutton', { name: t('studio.condition.value') });
    expect(value).toHaveValue(5);
    await user.clear(value);
    expect(value).toHaveAccessibleDescription(t('studio.condition.problem.number'));
    expect(value).toBeInvalid();
    await user.type(value, '12');
    expect(onWhen).toHaveBeenCalledTimes(2);
    expect(onWhen).toHaveBeenLastCalledWith({
      properties: { teamSize: { const: 12 } },
      required: ['teamSize'],
    });
    expect(value).toBeValid();

    await user.selectOptions(
      within(rule(1)).getByRole('combobox', { name: t('studio.condition.test') }),
      t('studio.condition.tests.notOneOf'),
    );
    const list = within(rule(1)).getByRole('textbox', { name: t('studio.condition.values') });
    await user.type(list, '{Enter}3');
    expect(onWhen).toHaveBeenLastCalledWith({
      properties: { teamSize: { not: { enum: [12, 3] } } },
      required: ['teamSize'],
    });
  });

  it('shows a rule it cannot say as rules as its JSON, to edit there, and never rewrites it', async () => {
    const user = userEvent.setup();
    const onWhen = vi.fn();
    const onEditJson = vi.fn();
    const when = { anyOf: [{ required: ['domain'] }, { required: ['teamSize'] }] };
    render(<Builder initial={when} onWhen={onWhen} onEditJson={onEditJson} />);
    expect(screen.getByText(t('studio.condition.unreadable'))).toBeInTheDocument();
    expect(screen.getByText(/"anyOf"/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: t('studio.condition.add') })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('studio.steps.editInFlow') }));
    expect(onEditJson).toHaveBeenCalledOnce();
    expect(onWhen).not.toHaveBeenCalled();
  });

  it('says when no earlier step asks anything to test', () => {
    render(
      <ConditionBuilder
        subject="tenant_domain"
        when={undefined}
        answers={[]}
        onWhen={() => {}}
        onEditJson={() => {}}
      />,
    );
    expect(
      screen.getByText(t('studio.condition.noAnswers', { step: 'tenant_domain' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
