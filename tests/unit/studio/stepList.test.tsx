import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { stepRowsOf } from '../../../src/studio/draft/flowSteps';
import { StepList } from '../../../src/studio/StepList';
import i18n from '../../../src/i18n';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);

describe("the Studio's step list", () => {
  it('warns on the card of the step where the progress bar would go back', () => {
    render(
      <StepList
        rows={stepRowsOf(draft)}
        flowFile="schemas/flows/main.json"
        categories={[]}
        answersBefore={new Map()}
        onMove={() => {}}
        onHide={() => {}}
        onWhen={() => {}}
        onOpen={() => {}}
      />,
    );
    const warning = i18n.t('studio.steps.progressDrop', {
      from: 40,
      step: 'email_verification',
      to: 20,
    });
    const cards = screen.getAllByRole('listitem');
    const warned = cards.filter((card) => card.textContent?.includes(warning));
    expect(warned.map((card) => card.querySelector('.studio-step__name')?.textContent)).toEqual([
      'generate_campaign',
    ]);
    expect(screen.getByText(warning)).toHaveClass('studio-warning');
  });
});
