import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../src/studio/draft/configFiles';
import { fileChanges, jsonChanges, versionDiff } from '../../../src/studio/draft/versionDiff';

const FLOW = 'schemas/flows/main.json';
const shipped = readFileSync(FLOW, 'utf8');

interface Step {
  name: string;
  progress: number;
}

function flowWith(edit: (steps: Step[]) => void): string {
  const flow = JSON.parse(shipped) as { steps: Step[] };
  edit(flow.steps);
  return formatJson(flow);
}

const move = (steps: Step[], from: number, to: number) =>
  steps.splice(to, 0, ...steps.splice(from, 1));

describe('the diff between two versions', () => {
  it('reads a one-step reorder of the shipped flow as one move', () => {
    const names = (JSON.parse(shipped) as { steps: Step[] }).steps.map((step) => step.name);
    const moved = flowWith((steps) => move(steps, 5, 4));
    expect(versionDiff({ [FLOW]: shipped }, { [FLOW]: moved })).toEqual([
      {
        path: FLOW,
        changes: [{ kind: 'moved', pointer: '/steps', name: names[4], from: 4, to: 5 }],
      },
    ]);
  });

  it('reads a step moved far as one move, whichever way', () => {
    const moved = flowWith((steps) => move(steps, 8, 1));
    expect(fileChanges(shipped, moved)).toEqual([
      expect.objectContaining({ kind: 'moved', from: 8, to: 1 }),
    ]);
  });

  it('reports an edit inside a moved step at its new place, with before and after', () => {
    const moved = flowWith((steps) => {
      move(steps, 2, 6);
      steps[6]!.progress = 33;
    });
    const name = (JSON.parse(shipped) as { steps: Step[] }).steps[2]!;
    expect(fileChanges(shipped, moved)).toEqual([
      { kind: 'moved', pointer: '/steps', name: name.name, from: 2, to: 6 },
      { kind: 'changed', pointer: '/steps/6/progress', before: name.progress, after: 33 },
    ]);
  });

  it('reads an added and a removed step as one change each, moving no other step', () => {
    const removedStep = (JSON.parse(shipped) as { steps: Step[] }).steps[3]!;
    const added = { name: 'company_size', schema: 'company_size.json', progress: 15 };
    const edited = flowWith((steps) => {
      steps.splice(3, 1);
      steps.splice(1, 0, added as Step);
    });
    expect(fileChanges(shipped, edited)).toEqual([
      { kind: 'removed', pointer: '/steps/3', before: removedStep, name: removedStep.name },
      { kind: 'added', pointer: '/steps/1', after: added, name: 'company_size' },
    ]);
  });

  it('ignores the order of an object’s keys and the layout of its text', () => {
    const flow = JSON.parse(shipped) as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(flow).reverse());
    expect(fileChanges(shipped, JSON.stringify(reversed))).toEqual([]);
    expect(versionDiff({ [FLOW]: shipped }, { [FLOW]: formatJson(flow) })).toEqual([]);
  });

  it('names keys added, removed and changed, at their pointers', () => {
    expect(jsonChanges({ a: 1, 'b/c': { d: true }, e: 'x' }, { a: 2, 'b/c': {}, f: null })).toEqual(
      [
        { kind: 'changed', pointer: '/a', before: 1, after: 2 },
        { kind: 'removed', pointer: '/b~1c/d', before: true },
        { kind: 'removed', pointer: '/e', before: 'x' },
        { kind: 'added', pointer: '/f', after: null },
      ],
    );
  });

  it('matches unique strings by value and other arrays by position', () => {
    expect(jsonChanges(['a', 'b', 'c'], ['b', 'a', 'c', 'd'])).toEqual([
      { kind: 'moved', pointer: '', name: 'a', from: 0, to: 1 },
      { kind: 'added', pointer: '/3', after: 'd', name: 'd' },
    ]);
    expect(jsonChanges([1, 2], [2])).toEqual([
      { kind: 'changed', pointer: '/0', before: 1, after: 2 },
      { kind: 'removed', pointer: '/1', before: 2 },
    ]);
  });

  it('counts a file added or removed as one change, and compares text that is not JSON as text', () => {
    expect(
      versionDiff({ 'a.json': '{}', 'b.json': '[]' }, { 'b.json': '[]', 'c.json': '{"x":1}' }),
    ).toEqual([
      { path: 'a.json', changes: [{ kind: 'fileRemoved', before: '{}' }] },
      { path: 'c.json', changes: [{ kind: 'fileAdded', after: '{"x":1}' }] },
    ]);
    expect(fileChanges('{"a": 1}', '{"a": ')).toEqual([
      { kind: 'text', before: '{"a": 1}', after: '{"a": ' },
    ]);
    expect(fileChanges('not json', 'not json')).toEqual([]);
  });
});
