import { describe, expect, it } from 'vitest';
import { importsOf, isUnder, sourceFilesUnder } from './importGraph';

// server/config's three folders, lowest first: the runtime compiles what the store keeps for the
// brand; the store keeps files and versions without knowing how they run or what a brand is.
const layers = [
  { from: 'server/config/store', forbidden: ['server/config/runtime', 'server/config/brand'] },
  { from: 'server/config/brand', forbidden: ['server/config/runtime', 'server/config/store'] },
];

const importsInto = (from: string, folders: string[]) =>
  sourceFilesUnder(from).flatMap((file) =>
    importsOf(file)
      .filter((edge) => !edge.isPackage && folders.some((folder) => isUnder(edge.to, folder)))
      .map((edge) => `${file} imports ${edge.to}`),
  );

describe('server/config layers', () => {
  it('sees the runtime import the store and the brand (the graph reads these folders)', () => {
    expect(importsInto('server/config/runtime', ['server/config/store'])).not.toEqual([]);
    expect(importsInto('server/config/runtime', ['server/config/brand'])).not.toEqual([]);
  });

  for (const { from, forbidden } of layers) {
    it(`${from} imports nothing from ${forbidden.join(' or ')}`, () => {
      expect(sourceFilesUnder(from).length).toBeGreaterThan(0);
      expect(importsInto(from, forbidden)).toEqual([]);
    });
  }
});
