import { describe, expect, it } from 'vitest';
import { mergeRepositoryChanges } from '../../../server/config/store/mergeConfig';

const copy = (entries: Record<string, string>) => JSON.stringify(entries, null, 2);
const files = (entries: Record<string, string>) => new Map(Object.entries(entries));
const EN = 'brands/default/locales/en.json';
const FLOW = 'schemas/flows/main.json';
const STEP = 'schemas/steps/team_size.json';

describe('a deploy’s configuration changes merged into the live version', () => {
  it('takes what only the repository changed, keeps what only operators changed', () => {
    const base = files({ [FLOW]: 'flow v1', [STEP]: 'step v1' });
    const repository = files({
      [FLOW]: 'flow v2',
      [STEP]: 'step v1',
      'schemas/steps/new.json': 'new',
    });
    const live = files({ [FLOW]: 'flow v1', [STEP]: 'step by operator' });
    const merged = mergeRepositoryChanges(base, repository, live);
    expect(Object.fromEntries(merged.files)).toEqual({
      [FLOW]: 'flow v2',
      [STEP]: 'step by operator',
      'schemas/steps/new.json': 'new',
    });
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps the operator’s file when both changed it, and says so', () => {
    const merged = mergeRepositoryChanges(
      files({ [FLOW]: 'v1' }),
      files({ [FLOW]: 'v2 from the repository' }),
      files({ [FLOW]: 'v2 from an operator' }),
    );
    expect(merged.files.get(FLOW)).toBe('v2 from an operator');
    expect(merged.conflicts).toEqual([FLOW]);
  });

  it('removes a file the repository removed, unless an operator changed it', () => {
    const base = files({ [FLOW]: 'f', [STEP]: 's', 'schemas/forms/old.json': 'o' });
    const repository = files({ [FLOW]: 'f' });
    const live = files({ [FLOW]: 'f', [STEP]: 's', 'schemas/forms/old.json': 'edited' });
    const merged = mergeRepositoryChanges(base, repository, live);
    expect([...merged.files.keys()].sort()).toEqual([FLOW, 'schemas/forms/old.json']);
    expect(merged.conflicts).toEqual(['schemas/forms/old.json']);
  });

  it('merges copy key by key: a new key from the deploy and a reworded key from an operator both stay', () => {
    const base = files({ [EN]: copy({ a: 'A', b: 'B' }) });
    const repository = files({ [EN]: copy({ a: 'A', b: 'B', c: 'C new' }) });
    const live = files({ [EN]: copy({ a: 'A by operator', b: 'B' }) });
    const merged = mergeRepositoryChanges(base, repository, live);
    expect(JSON.parse(merged.files.get(EN)!)).toEqual({ a: 'A by operator', b: 'B', c: 'C new' });
    expect(merged.conflicts).toEqual([]);
  });

  it('names a copy key both reworded, keeping the operator’s words', () => {
    const merged = mergeRepositoryChanges(
      files({ [EN]: copy({ a: 'A' }) }),
      files({ [EN]: copy({ a: 'A from the repository' }) }),
      files({ [EN]: copy({ a: 'A from an operator' }) }),
    );
    expect(JSON.parse(merged.files.get(EN)!)).toEqual({ a: 'A from an operator' });
    expect(merged.conflicts).toEqual([`${EN}#a`]);
  });

  it('with no base yet (a database from before deploys were merged), keeps every file an operator changed', () => {
    const repository = files({ [FLOW]: 'repository', [STEP]: 'same' });
    const live = files({ [FLOW]: 'operator', [STEP]: 'same' });
    const merged = mergeRepositoryChanges(new Map(), repository, live);
    expect(Object.fromEntries(merged.files)).toEqual({ [FLOW]: 'operator', [STEP]: 'same' });
  });
});
