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
    name: 'renderers import nothing from the app (src) or the server: they use the injected wizard context',
    from: 'renderers',
    forbiddenFolders: ['server', 'src'],
    forbiddenPackages: ['react-router-dom', 'jotai', 'axios'],
  },
  {
    name: 'the engine is handed its environment: it imports no app, app state, API or screens',
    from: 'src/engine',
    forbiddenFolders: [
      'src/app',
      'src/screens',
      'src/state',
      'src/api',
      'src/studio',
      'src/tenant',
    ],
    forbiddenPackages: ['jotai', 'axios'],
  },
];

type Edge = ReturnType<typeof importsOf>[number];

function breaks(rule: Rule, edge: Edge): boolean {
  if (!edge.isPackage) return rule.forbiddenFolders.some((folder) => isUnder(edge.to, folder));
  const name = edge.to.startsWith('@')
    ? edge.to.split('/').slice(0, 2).join('/')
    : edge.to.split('/')[0];
  return rule.forbiddenPackages?.includes(name!) ?? false;
}

function violationsOf(rule: Rule): string[] {
  return sourceFilesUnder(rule.from).flatMap((file) =>
    importsOf(file)
      .filter((edge) => breaks(rule, edge))
      .map((edge) => `${file} imports ${edge.isPackage ? 'the package ' : ''}${edge.to}`),
  );
}

describe('import directions', () => {
  it('finds imports at all (the graph reader works)', () => {
    const edges = sourceFilesUnder('server').flatMap(importsOf);
    expect(edges.some((edge) => edge.to === 'fastify')).toBe(true);
    expect(edges.some((edge) => isUnder(edge.to, 'shared'))).toBe(true);
  });

  it('each rule refuses an import of what it forbids', () => {
    for (const rule of rules) {
      for (const folder of rule.forbiddenFolders) {
        expect(breaks(rule, { to: `${folder}/any.ts`, isPackage: false } as Edge)).toBe(true);
      }
      for (const name of rule.forbiddenPackages ?? []) {
        expect(breaks(rule, { to: `${name}/sub`, isPackage: true } as Edge)).toBe(true);
      }
      expect(breaks(rule, { to: 'shared/contract/index.ts', isPackage: false } as Edge)).toBe(
        rule.forbiddenFolders.includes('shared'),
      );
    }
  });

  it('axios is read only by the API clients, whose calls reach the UI through request() as an ApiCallError', () => {
    const clients = [
      'src/api/client.ts',
      'src/api/errors.ts',
      'src/api/http.ts',
      'src/studio/studioApi.ts',
      'src/tenant/api.ts',
    ];
    const importers = sourceFilesUnder('src').filter((file) =>
      importsOf(file).some((edge) => edge.isPackage && edge.to === 'axios'),
    );
    expect(importers.sort()).toEqual(clients.sort());
  });

  for (const rule of rules) {
    it(rule.name, () => {
      expect(sourceFilesUnder(rule.from).length).toBeGreaterThan(0);
      expect(violationsOf(rule)).toEqual([]);
    });
  }
});
