// A small static import graph of the repository's TypeScript, for the architecture tests.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const repoRoot = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

const sourceExtensions = ['.ts', '.tsx'];

export function sourceFilesUnder(folder: string): string[] {
  const root = join(repoRoot, folder);
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (sourceExtensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) {
        found.push(relative(repoRoot, path).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ImportEdge {
  from: string;
  /** A repository-relative file for a relative import, or the bare package specifier. */
  to: string;
  typeOnly: boolean;
  isPackage: boolean;
}

function resolveRelative(fromFile: string, specifier: string): string {
  const base = resolve(repoRoot, dirname(fromFile), specifier);
  const candidates = [
    base,
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((ext) => join(base, 'index' + ext)),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
  ];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return relative(repoRoot, candidate).split(sep).join('/');
    }
  }
  return relative(repoRoot, base).split(sep).join('/');
}

export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const typeOnly = /^\s*(?:import|export)\s+type\s/.test(match[0].trimStart());
    if (specifier.startsWith('.')) {
      edges.push({ from: file, to: resolveRelative(file, specifier), typeOnly, isPackage: false });
    } else {
      edges.push({ from: file, to: specifier, typeOnly, isPackage: true });
    }
  }
  return edges;
}

export function isUnder(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder.endsWith('/') ? folder : folder + '/');
}

/** Import circles among these files; a type-only import counts, as it ties the two files' designs. */
export function importCircles(files: string[]): string[][] {
  const inSet = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      importsOf(file)
        .filter((edge) => !edge.isPackage && inSet.has(edge.to))
        .map((edge) => edge.to),
    );
  }
  return circlesOf(graph);
}

/** Strongly connected components with more than one node (Tarjan), each sorted. */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}
