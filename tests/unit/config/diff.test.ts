import { describe, expect, it } from 'vitest';
import { diffConfig } from '../../../server/config/store/diff';

describe('the diff between two configuration versions', () => {
  it('names added and removed files, and the JSON pointers where a file changed', () => {
    const before = new Map([
      ['a.json', '{"title":"x","steps":[{"name":"one"},{"name":"two"}]}'],
      ['gone.json', '{}'],
    ]);
    const after = new Map([
      ['a.json', '{"title":"x","steps":[{"name":"one"},{"name":"2"}],"a/b":1}'],
      ['new.json', '{}'],
    ]);
    expect(diffConfig(before, after)).toEqual([
      { path: 'a.json', change: 'changed', pointers: ['/steps/1/name', '/a~1b'] },
      { path: 'gone.json', change: 'removed' },
      { path: 'new.json', change: 'added' },
    ]);
  });

  it('leaves out a file whose text changed but whose JSON did not (formatting only)', () => {
    expect(
      diffConfig(new Map([['a.json', '{"a":1}']]), new Map([['a.json', '{ "a": 1 }\n']])),
    ).toEqual([]);
  });
});
