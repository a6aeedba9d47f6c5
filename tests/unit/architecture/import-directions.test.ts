import { describe, expect, it } from 'vitest';
import { importsOf, isUnder, sourceFilesUnder } from './importGraph';

interface Rule {
  name: string;
  from: string;
  forbiddenFolders: string[];
  forbiddenPackages?: string[];
}

const rules: Rule[] = [
  {
    name: 'shared imports neither the browser nor the server',
    from: 'shared',
    forbiddenFolders: ['src', 'server', 'renderers'],
  },
  {
    name: 'the server never imports the browser',
    from: 'server',
    forbiddenFolders: ['src', 'renderers'],
  },
  { name: 'the browser never imports the server', from: 'src', forbiddenFolders: ['server'] },
  {
    name: 'renderers use only the injected wizard context, not the app, its state, API or router',
    from: 'renderers',
    forbiddenFolders: ['server', 'src/api', 'src/state', 'src/app'],
    forbiddenPackages: ['react-router-dom', 'jotai', 'axios'],
  },
  {
    name: 'the engine does not import the app or its screens',
    from: 'src/engine',
    forbiddenFolders: ['src/app', 'src/screens'],
  },
];

function violationsOf(rule: Rule): string[] {
  const found: string[] = [];
  for (const file of sourceFilesUnder(rule.from)) {
    for (const edge of importsOf(file)) {
      if (edge.isPackage) {
        const name = edge.to.startsWith('@')
          ? edge.to.split('/').slice(0, 2).join('/')
          : edge.to.split('/')[0];
        if (rule.forbiddenPackages?.includes(name!))
          found.push(`${file} imports the package ${edge.to}`);
      } else if (rule.forbiddenFolders.some((folder) => isUnder(edge.to, folder))) {
        found.push(`${file} imports ${edge.to}`);
      }
    }
  }
  return found;
}

describe('import directions', () => {
  it('finds imports at all (the graph reader works)', () => {
    const edges = sourceFilesUnder('server').flatMap(importsOf);
    expect(edges.some((edge) => edge.to === 'fastify')).toBe(true);
    expect(edges.some((edge) => isUnder(edge.to, 'shared'))).toBe(true);
  });

  for (const rule of rules) {
    it(rule.name, () => {
      expect(sourceFilesUnder(rule.from).length).toBeGreaterThan(0);
      expect(violationsOf(rule)).toEqual([]);
    });
  }
});
