// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md opens with a map of the folders; this holds it to the tree.

const root = join(import.meta.dirname, '../../..');

/** The map's folder list: the first code block under "## The map". */
function mapBlock(): string[] {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## The map$/m)[1];
  const block = section ? /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] : undefined;
  if (block === undefined) throw new Error('docs/architecture.md has no "## The map" folder list');
  return block.split('\n');
}

/** The top-level folders the map names (a name ending in / at the start of a line). */
function mappedTopLevel(lines: string[]): string[] {
  return lines.flatMap((line) => /^([\w.-]+)\/(?:\s|$)/.exec(line)?.[1] ?? []);
}

/** The folders the map names under `parent` (indented by two, until the next top-level line). */
function mappedUnder(lines: string[], parent: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(`${parent}/`));
  if (start === -1) return [];
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .flatMap((line) => /^ {2}([\w.-]+)\/(?:\s|$)/.exec(line)?.[1] ?? []);
}

/** Top-level entries .gitignore leaves out of the repository (node_modules/, /build/, …). */
function ignoredTopLevel(): Set<string> {
  const lines = readFileSync(join(root, '.gitignore'), 'utf8').split('\n');
  return new Set(
    lines
      .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
      .filter((line) => line && !line.startsWith('#') && !/[*/]/.test(line)),
  );
}

/** The folders in `dir`, without hidden ones (.git, .ci) and what .gitignore leaves out. */
function foldersIn(dir: string, ignored = new Set<string>()): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => !ignored.has(name))
    .sort();
}

describe("docs/architecture.md's map of the folders", () => {
  const lines = mapBlock();

  it('reads a list (the parser works)', () => {
    expect(mappedTopLevel(lines)).toContain('src');
    expect(mappedUnder(lines, 'src')).toContain('engine');
  });

  it('names every top-level folder, and only folders that exist', () => {
    expect([...mappedTopLevel(lines)].sort()).toEqual(foldersIn('.', ignoredTopLevel()));
  });

  it('names every folder of src/, and only folders that exist', () => {
    expect([...mappedUnder(lines, 'src')].sort()).toEqual(foldersIn('src'));
  });
});
