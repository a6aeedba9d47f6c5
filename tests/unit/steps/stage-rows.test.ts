import { describe, expect, it } from 'vitest';
import { MAX_STAGE_DURATION_DAYS } from '../../../shared/flow/defaultStages';
import {
  badDurations,
  givenStages,
  minDaysAt,
  moveKeepingDays,
  toRows,
  toStages,
} from '../../../renderers/fields/stageRows';

const rows = (...stages: [string, string][]) =>
  stages.map(([name, duration], i) => ({ id: `r${i}`, name, duration }));

describe('the stage rows an owner edits', () => {
  it('count the first stage and an emptied duration as day 0', () => {
    expect(toStages(rows(['Lead', '5'], ['Trial', ''], ['Paid', '9']))).toEqual([
      { name: 'Lead', duration: 0 },
      { name: 'Trial', duration: 0 },
      { name: 'Paid', duration: 9 },
    ]);
  });

  it('keep an unset duration empty, not 0, while it is edited', () => {
    expect(
      toRows([{ name: 'Lead' }, { name: 'Trial', duration: 3 }]).map((r) => r.duration),
    ).toEqual(['', '3']);
  });

  it('mark days that go backwards, are not whole, or pass the cap', () => {
    const bad = badDurations(
      rows(
        ['a', '0'],
        ['b', '4'],
        ['c', '2'],
        ['d', '2.5'],
        ['e', String(MAX_STAGE_DURATION_DAYS + 1)],
      ),
    );
    expect([...bad].sort()).toEqual([2, 3, 4]);
  });

  it('move a stage, not the timeline: each position keeps its days', () => {
    const moved = moveKeepingDays(rows(['a', '0'], ['b', '3'], ['c', '7']), 2, 0);
    expect(moved.map((r) => [r.name, r.duration])).toEqual([
      ['c', '0'],
      ['a', '3'],
      ['b', '7'],
    ]);
  });

  it("start a stage's days at the previous stage's, when that is a valid count", () => {
    expect(minDaysAt([0, 4, 2.5], 2)).toBe(4);
    expect(minDaysAt([0, 4, 2.5], 3)).toBe(0);
    expect(minDaysAt([0], 0)).toBe(0);
  });

  it("take RJSF's one empty item of a required list as no stages", () => {
    expect(givenStages([{}])).toEqual([]);
    expect(givenStages([{ name: 'Lead', duration: 0 }])).toEqual([{ name: 'Lead', duration: 0 }]);
  });
});
