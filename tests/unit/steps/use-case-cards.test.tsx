import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/steps/campaign_usecase.json';
import { renderStepForm } from './loadStepForm';

const inCategory = (name: string) => ({
  userData: { businessCategory: { name, description: null } },
});
const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the strategies step', () => {
  it('shows the first three Tech Agencies cards, each with an image, a title and a text', async () => {
    await renderStepForm('campaign_usecase', {}, inCategory('Technical Services'));
    expect(titles()).toEqual([
      'Poor Tech Performance',
      'Detect Project Delays',
      'Churn in Tech Team',
    ]);
    const [first] = screen.getAllByRole('listitem');
    expect(first!.querySelector('img')).toHaveAttribute(
      'src',
      '/usecases/poor-tech-performance.svg',
    );
    expect(first).toHaveTextContent(/Spot prospects whose sites are slow/);
  });

  it("shows every card after 'Show more use cases', and three again after 'Show less'", async () => {
    await renderStepForm('campaign_usecase', {}, inCategory('Technical Services'));
    const more = screen.getByRole('button', { name: 'Show more use cases' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(titles()).toEqual([
      'Poor Tech Performance',
      'Detect Project Delays',
      'Churn in Tech Team',
      'Expansion in Tech Team',
      'Leadership/CTO Changes',
      'LinkedIn Relationships',
    ]);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(titles()).toHaveLength(3);
  });

  it('shows the Marketing Agencies list for Marketing Services', async () => {
    await renderStepForm('campaign_usecase', {}, inCategory('Marketing Services'));
    await userEvent.click(screen.getByRole('button', { name: 'Show more use cases' }));
    expect(titles()).toEqual([
      'Detect Traffic Trends',
      'Detect Social Media Campaign Trends',
      'Detect Churn in Marketing Team',
      'Find Leads on Reddit',
      'Leadership/CMO Changes',
      'LinkedIn Relationships',
    ]);
  });

  it('shows no cards for a category without a list', async () => {
    await renderStepForm('campaign_usecase', {}, inCategory('SaaS'));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Show more use cases' })).toBeNull();
  });
});

describe('the use-case pictures', () => {
  const lists = Object.values(schema.properties.useCases['ui:options'].lists).flat();
  it.each(lists.map((card) => card.image))('%s is drawn in public/', (image) => {
    expect(existsSync(join(__dirname, '../../../public', image))).toBe(true);
  });
});
