import { describe, expect, it } from 'vitest';
import { circlesOf, importCircles, sourceFilesUnder } from './importGraph';

describe('import circles', () => {
  it('the circle finder finds the circles of a graph it is shown, and only those', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['g']],
      ['g', ['f']],
    ]);
    expect(circlesOf(graph)).toEqual([
      ['a', 'b', 'c'],
      ['f', 'g'],
    ]);
  });

  for (const room of ['server', 'shared']) {
    it(`${room} has no import circles`, () => {
      expect(importCircles(sourceFilesUnder(room))).toEqual([]);
    });
  }

  it('the browser (src, renderers, shared together) has no import circles', () => {
    const files = [
      ...sourceFilesUnder('src'),
      ...sourceFilesUnder('renderers'),
      ...sourceFilesUnder('shared'),
    ];
    expect(importCircles(files)).toEqual([]);
  });
});
