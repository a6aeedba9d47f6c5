import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeInWords, diffInWords, diffSummary } from '../../../src/studio/changeInWords';
import type { Change } from '../../../src/studio/draft/versionDiff';
import '../../../src/i18n';

const FLOW = 'schemas/flows/main.json';
const words = (change: Change, path = FLOW) => changeInWords(i18n.t, path, change);

describe('a change in words', () => {
  it('names a flow’s steps as steps, at the positions people count', () => {
    expect(words({ kind: 'moved', pointer: '/steps', name: 'stages', from: 4, to: 3 })).toBe(
      'Moved step stages from 5th to 4th',
    );
    expect(words({ kind: 'moved', pointer: '/steps', name: 'x', from: 0, to: 21 })).toBe(
      'Moved step x from 1st to 22nd',
    );
    expect(words({ kind: 'added', pointer: '/steps/1', after: {}, name: 'company_size' })).toBe(
      'Added step company_size in 2nd place',
    );
    expect(words({ kind: 'removed', pointer: '/steps/3', before: {}, name: 'stages' })).toBe(
      'Removed step stages',
    );
  });

  it('names other items by their array, and other changes by their pointer', () => {
    const step = 'schemas/steps/stages.json';
    expect(words({ kind: 'moved', pointer: '/required', name: 'b', from: 1, to: 0 }, step)).toBe(
      'Moved b in /required from 2nd to 1st',
    );
    expect(words({ kind: 'added', pointer: '/required/2', after: 'c', name: 'c' }, step)).toBe(
      'Added c to /required',
    );
    expect(words({ kind: 'changed', pointer: '/steps/2/progress', before: 20, after: 30 })).toBe(
      'Changed /steps/2/progress',
    );
    expect(words({ kind: 'removed', pointer: '/title', before: 'x' }, step)).toBe('Removed /title');
    expect(words({ kind: 'fileAdded', after: '{}' }, step)).toBe('Added the file');
  });

  it('sums a diff up in a line, and counts its changes and files', () => {
    const diff = [
      {
        path: FLOW,
        changes: [
          { kind: 'moved', pointer: '/steps', name: 'stages', from: 4, to: 3 },
          { kind: 'changed', pointer: '/steps/3/progress', before: 20, after: 30 },
        ] satisfies Change[],
      },
      { path: 'a.json', changes: [{ kind: 'fileRemoved', before: '{}' }] satisfies Change[] },
    ];
    expect(diffInWords(i18n.t, diff)).toBe('Moved step stages from 5th to 4th, and 2 more changes');
    expect(diffInWords(i18n.t, [])).toBe('a change of layout only');
    expect(diffSummary(i18n.t, diff)).toBe('3 changes in 2 files.');
    expect(diffSummary(i18n.t, [diff[1]!])).toBe('1 change in 1 file.');
  });
});
