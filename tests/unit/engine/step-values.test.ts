import { describe, expect, it } from 'vitest';
import { pickFields, sameValues, submittedFields } from '../../../src/engine/react/stepValues';
import type { FlowStep } from '../../../shared/flow/types';

const step = (submit?: FlowStep['submit']): FlowStep => ({
  name: 's',
  schema: 's.json',
  progress: 10,
  submit,
});

describe('the values a step submits', () => {
  it('are the fields its binding names', () => {
    expect(
      submittedFields(step({ call: 'updateUserData', fields: ['a'] }), {
        properties: { a: {}, b: {} },
      }),
    ).toEqual(['a']);
  });

  it('are every property of its schema when the binding names none', () => {
    expect(
      submittedFields(step({ call: 'updateUserData' }), { properties: { a: {}, b: {} } }),
    ).toEqual(['a', 'b']);
  });

  it('leave out fields that have no value, including those the server sends as null', () => {
    expect(pickFields({ a: 1, b: undefined, c: 3, d: null }, ['a', 'b', 'd'])).toEqual({ a: 1 });
  });
});

describe('deciding that a save would change nothing', () => {
  it('treats empty entries of a list as absent, as the save drops them', () => {
    expect(sameValues({ paletteColor: ['#123456'] }, { paletteColor: ['#123456', '', ''] })).toBe(
      true,
    );
    expect(sameValues({ paletteColor: ['#123456'] }, { paletteColor: ['#654321', '', ''] })).toBe(
      false,
    );
  });

  it('treats empty strings, null and missing alike', () => {
    expect(sameValues({ blogUrl: '', promoCode: null }, {})).toBe(true);
  });

  it('ignores key order inside objects', () => {
    expect(
      sameValues(
        { c: { name: 'SaaS', description: null } },
        { c: { description: null, name: 'SaaS' } },
      ),
    ).toBe(true);
  });

  it('sees a changed value, and a reordered list, as a change', () => {
    expect(sameValues({ c: { name: 'SaaS' } }, { c: { name: 'Other' } })).toBe(false);
    expect(
      sameValues(
        { stages: [{ name: 'A' }, { name: 'B' }] },
        { stages: [{ name: 'B' }, { name: 'A' }] },
      ),
    ).toBe(false);
  });
});
