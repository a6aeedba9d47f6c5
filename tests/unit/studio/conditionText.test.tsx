import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { ConditionText } from '../../../src/studio/ConditionText';

describe('a step’s condition on its card', () => {
  it('says "is not" and "is not one of" in words, one line per rule', async () => {
    await i18n.changeLanguage('en');
    render(
      <ConditionText
        when={{
          properties: {
            plan: { not: { const: 'yearly' } },
            businessCategory: {
              properties: { name: { not: { enum: ['SaaS', 'Other'] } } },
              required: ['name'],
              type: 'object',
            },
          },
          required: ['plan', 'businessCategory'],
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `plan ${i18n.t('studio.steps.whenIsNot', { value: '"yearly"' })}`,
      `businessCategory.name ${i18n.t('studio.steps.whenNotOneOf', { values: '"SaaS" or "Other"' })}`,
    ]);
    expect(screen.getByText(/is not "yearly"/)).toBeInTheDocument();
  });

  it('shows a rule it cannot read as its JSON', () => {
    const when = { not: { required: ['x'] } };
    const { container } = render(<ConditionText when={when} />);
    expect(container.textContent).toBe(JSON.stringify(when));
  });
});
