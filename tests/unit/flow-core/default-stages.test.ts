import { describe, expect, it } from 'vitest';
import { defaultStagesFor } from '../../../shared/flow';

describe('default journey stages by business category', () => {
  it('gives SaaS its five stages', () => {
    expect(defaultStagesFor('SaaS')).toEqual([
      { name: 'Awareness', duration: 0 },
      { name: 'Free trial', duration: 9 },
      { name: 'Paid customer', duration: 20 },
      { name: 'Renewal', duration: 31 },
      { name: 'Fan', duration: 60 },
    ]);
  });

  it('gives E-commerce its five stages', () => {
    expect(defaultStagesFor('E-commerce')).toEqual([
      { name: 'Awareness', duration: 0 },
      { name: 'Newsletter signup', duration: 9 },
      { name: 'Purchase', duration: 20 },
      { name: 'Repeat Purchase', duration: 31 },
      { name: 'Fan', duration: 60 },
    ]);
  });

  it.each(['Technical Services', 'Marketing Services', 'Financial Services', 'Education', 'Other'])(
    'gives %s the sales stages',
    (category) => {
      expect(defaultStagesFor(category)).toEqual([
        { name: 'Prospect', duration: 0 },
        { name: 'Qualified', duration: 9 },
        { name: 'Demo', duration: 20 },
        { name: 'Proposal', duration: 31 },
        { name: 'Closed lost', duration: 40 },
        { name: 'Closed won', duration: 40 },
        { name: 'Retention', duration: 90 },
      ]);
    },
  );

  it('gives no category, or an unknown one, the sales stages', () => {
    expect(defaultStagesFor(null)[0]).toEqual({ name: 'Prospect', duration: 0 });
    expect(defaultStagesFor('constructor')[0]).toEqual({ name: 'Prospect', duration: 0 });
  });

  it('returns a fresh copy each time, so editing it changes no one else', () => {
    const first = defaultStagesFor('SaaS');
    first[0]!.name = 'Edited';
    expect(defaultStagesFor('SaaS')[0]!.name).toBe('Awareness');
  });
});
