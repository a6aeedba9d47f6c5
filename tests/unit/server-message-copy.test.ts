import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFilesUnder } from './architecture/importGraph';

/** Every copy key the server names as an error message has default copy, which `msg` renders. */
describe('server message copy', () => {
  const copy = JSON.parse(
    readFileSync(join(repoRoot, 'brands/default/locales/en.json'), 'utf8'),
  ) as Record<string, string>;
  const named = sourceFilesUnder('server').flatMap((file) =>
    [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/\bmessage\(\s*'([\w.]+)'/g)].map(
      (match) => ({ file, id: match[1]! }),
    ),
  );

  it('finds the messages the server names', () => {
    expect(named.length).toBeGreaterThan(40);
  });

  it('has default copy for each', () => {
    expect(named.filter(({ id }) => typeof copy[id] !== 'string')).toEqual([]);
  });
});
