// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  rjsfDeepEqualsPlugin,
  rjsfLaterBuiltInsPlugins,
  rjsfOmitExtraDataPlugin,
  rjsfPlainMarkdownPlugin,
  rjsfSchemaUriPlugin,
  schemaEditorMarkdownPlugin,
} from '../../../src/standIns/plugins/standInPlugins';

// The files src/standIns replaces or rewrites inside packages, by their private paths
// (src/standIns/README.md). An upgrade that moves one fails here, naming the package.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const standIns = join(root, 'src/standIns');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** `name@version`, as failure messages name a package. */
const named = (name: string) => `${name}@${installed(name)}`;

/** A file inside a package: its absolute path, after checking it is there. */
function fileOf(name: string, path: string): string {
  const file = join(root, 'node_modules', name, path);
  expect(existsSync(file), `${named(name)} no longer has ${path}`).toBe(true);
  return file;
}

/** The names `file` imports from `source` (`default` for a default import). */
function importedNames(file: string, source: string): string[] {
  const code = readFileSync(file, 'utf8');
  const quoted = source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statements = code.matchAll(
    new RegExp(`import\\s+([^;]*?)\\s+from\\s*["']${quoted}["']`, 'g'),
  );
  return [...statements].flatMap(([, clause]) => {
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause!);
    if (!clause!.trim().startsWith('{')) names.push('default');
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
    return names;
  });
}

/** What `plugin` resolves `source` imported by `importer` to, or null. */
function standInFor(plugin: Plugin, source: string, importer: string): string | null {
  const hook = plugin.resolveId as (source: string, importer: string) => string | null;
  return hook.call({}, source, importer);
}

const standInFile = (path: string) => join(standIns, path);

describe('the packages src/standIns patches are pinned exactly', () => {
  it.each([
    '@rjsf/core',
    '@rjsf/utils',
    '@rjsf/validator-ajv8',
    'react-router-dom',
    'codemirror-json-schema',
  ])('%s: package.json names the installed version, without a range', (name) => {
    expect(packageJson.dependencies[name], `package.json's ${name}`).toBe(installed(name));
  });

  it('react-router is the version react-router-dom pins', () => {
    const dom = JSON.parse(
      readFileSync(join(root, 'node_modules/react-router-dom/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(dom.dependencies['react-router']).toBe(installed('react-router'));
  });
});

describe("@rjsf/core's default registry: fields, widgets and templates (rjsfLaterBuiltInsPlugins)", () => {
  const registry = fileOf('@rjsf/core', 'lib/getDefaultRegistry.js');
  const [fieldsPlugin, widgetsPlugin, templatesPlugin] = rjsfLaterBuiltInsPlugins();
  const parts = [
    ['fields', fieldsPlugin!],
    ['widgets', widgetsPlugin!],
    ['templates', templatesPlugin!],
  ] as const;

  it.each(parts)(
    'getDefaultRegistry.js imports the %s index the stand-in replaces',
    (part, plugin) => {
      const source = `./components/${part}/index.js`;
      expect(importedNames(registry, source), `${named('@rjsf/core')}: ${source}`).toEqual([
        'default',
      ]);
      expect(standInFor(plugin, source, registry)).toBe(standInFile(`rjsf/${part}.ts`));
    },
  );

  it.each(parts)('the %s stand-in names what the real index does', async (part) => {
    fileOf('@rjsf/core', `lib/components/${part}/index.js`);
    const real = (await import(`@rjsf/core/lib/components/${part}/index.js`)) as {
      default: () => Record<string, unknown>;
    };
    const standIn = (await import(`../../../src/standIns/rjsf/${part}.ts`)) as typeof real;
    const keysOf = (registry: Record<string, unknown>) =>
      Object.entries(registry)
        .flatMap(([key, value]) =>
          key === 'ButtonTemplates'
            ? Object.keys(value as object).map((button) => `${key}.${button}`)
            : [key],
        )
        .sort();
    expect(keysOf(standIn.default()), named('@rjsf/core')).toEqual(keysOf(real.default()));
  });
});

describe("@rjsf/utils' schema utilities (rjsfLaterBuiltInsPlugins, rjsfOmitExtraDataPlugin)", () => {
  it('retrieveSchema.js imports shallowAllOfMerge.js, which allOfMerge.ts stands in for', () => {
    const importer = fileOf('@rjsf/utils', 'lib/schema/retrieveSchema.js');
    fileOf('@rjsf/utils', 'lib/schema/shallowAllOfMerge.js');
    expect(importedNames(importer, './shallowAllOfMerge.js'), named('@rjsf/utils')).toEqual([
      'default',
    ]);
    const plugin = rjsfLaterBuiltInsPlugins().find((p) => p.name === 'onramp-rjsf-all-of-merge')!;
    expect(standInFor(plugin, './shallowAllOfMerge.js', importer)).toBe(
      standInFile('rjsf/allOfMerge.ts'),
    );
  });

  it('schema/index.js imports from omitExtraData.js only what the stand-in exports', async () => {
    const importer = fileOf('@rjsf/utils', 'lib/schema/index.js');
    fileOf('@rjsf/utils', 'lib/schema/omitExtraData.js');
    const names = importedNames(importer, './omitExtraData.js');
    expect(names.length, named('@rjsf/utils')).toBeGreaterThan(0);
    const standIn = await import('../../../src/standIns/rjsf/omitExtraData');
    expect(Object.keys(standIn), named('@rjsf/utils')).toEqual(expect.arrayContaining(names));
    expect(standInFor(rjsfOmitExtraDataPlugin(), './omitExtraData.js', importer)).toBe(
      standInFile('rjsf/omitExtraData.ts'),
    );
  });

  it('deepEquals.js is the file its own modules and @rjsf/core (deep imports) reach', () => {
    const declared = fileOf('@rjsf/utils', 'lib/deepEquals.js');
    const importer = fileOf('@rjsf/utils', 'lib/schema/retrieveSchema.js');
    expect(importedNames(importer, '../deepEquals.js'), named('@rjsf/utils')).toEqual(['default']);
    const plugin = rjsfDeepEqualsPlugin();
    const standIn = standInFile('rjsf/deepEquals.ts');
    expect(standInFor(plugin, '../deepEquals.js', importer)).toBe(standIn);
    const core = fileOf('@rjsf/core', 'lib/components/Form.js');
    expect(standInFor(plugin, declared, core)).toBe(standIn);
  });

  it('findSchemaDefinition.js asks fast-uri only for the two operations schemaUri.ts has', async () => {
    const importer = fileOf('@rjsf/utils', 'lib/findSchemaDefinition.js');
    expect(importedNames(importer, 'fast-uri'), named('@rjsf/utils')).toEqual(['default']);
    const code = readFileSync(importer, 'utf8');
    const used = new Set([...code.matchAll(/UriResolver\.(\w+)/g)].map((m) => m[1]));
    const standIn = await import('../../../src/standIns/rjsf/schemaUri');
    expect([...used].sort(), named('@rjsf/utils')).toEqual(Object.keys(standIn.default).sort());
    expect(standInFor(rjsfSchemaUriPlugin(), 'fast-uri', importer)).toBe(
      standInFile('rjsf/schemaUri.ts'),
    );
  });

  it('no other file of @rjsf/utils imports fast-uri', () => {
    const lib = join(root, 'node_modules/@rjsf/utils/lib');
    const importers = (readdirSync(lib, { recursive: true }) as string[])
      .filter((path) => path.endsWith('.js'))
      .filter((path) => importedNames(join(lib, path), 'fast-uri').length > 0);
    expect(importers, named('@rjsf/utils')).toEqual(['findSchemaDefinition.js']);
  });
});

describe('markdown renderers (rjsfPlainMarkdownPlugin, schemaEditorMarkdownPlugin)', () => {
  it('@rjsf/core imports from markdown-to-jsx only what plainMarkdown.tsx exports', async () => {
    const lib = join(root, 'node_modules/@rjsf/core/lib');
    const standIn = await import('../../../src/standIns/rjsf/plainMarkdown');
    const jsImporters = (readdirSync(lib, { recursive: true }) as string[])
      .filter((path) => path.endsWith('.js'))
      .filter((path) => readFileSync(join(lib, path), 'utf8').includes('markdown-to-jsx'));
    expect(jsImporters.length, named('@rjsf/core')).toBeGreaterThan(0);
    for (const path of jsImporters) {
      const names = importedNames(join(lib, path), 'markdown-to-jsx/react');
      expect(names, `${named('@rjsf/core')}: ${path}`).toEqual(['Markdown']);
      expect(Object.keys(standIn)).toEqual(expect.arrayContaining(names));
      expect(standInFor(rjsfPlainMarkdownPlugin(), 'markdown-to-jsx/react', join(lib, path))).toBe(
        standInFile('rjsf/plainMarkdown.tsx'),
      );
    }
  });

  it("codemirror-json-schema's tooltips import renderMarkdown from its utils/markdown", async () => {
    const name = 'codemirror-json-schema';
    fileOf(name, 'dist/utils/markdown.js');
    const standIn = await import('../../../src/standIns/codemirrorJsonSchema/plainMarkdown');
    for (const feature of ['hover', 'completion', 'validation']) {
      const importer = fileOf(name, `dist/features/${feature}.js`);
      const names = importedNames(importer, '../utils/markdown');
      expect(names, `${named(name)}: dist/features/${feature}.js`).toEqual(['renderMarkdown']);
      expect(Object.keys(standIn)).toEqual(expect.arrayContaining(names));
      expect(standInFor(schemaEditorMarkdownPlugin(), '../utils/markdown', importer)).toBe(
        standInFile('codemirrorJsonSchema/plainMarkdown.ts'),
      );
    }
  });
});

describe("React Router's production files (leanReactRouterPlugin)", () => {
  it.each(['index.mjs', 'dom-export.mjs'])(
    'dist/production/%s sits beside the development one the package resolves to',
    (file) => {
      fileOf('react-router', `dist/development/${file}`);
      fileOf('react-router', `dist/production/${file}`);
    },
  );

  it('the production files still name their components in statements leanReactRouter drops', () => {
    const production = join(root, 'node_modules/react-router/dist/production');
    const code = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(production, file), 'utf8'))
      .join('\n');
    expect(code, named('react-router')).toMatch(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";/m);
    expect(code, named('react-router')).toMatch(/=\s*React\d*\.(?:forwardRef|createContext)\(/);
  });
});

describe("the stand-ins' own imports of package files", () => {
  it('every private path a stand-in imports is in its package', () => {
    const sources = (readdirSync(standIns, { recursive: true }) as string[]).filter((path) =>
      /\.tsx?$/.test(path),
    );
    const imports = sources.flatMap((path) =>
      [
        ...readFileSync(join(standIns, path), 'utf8').matchAll(
          /from '((?:@[^/']+\/)?[^/.'][^']*\/lib\/[^']+)'/g,
        ),
      ].map((m) => m[1]!),
    );
    expect(imports.length).toBeGreaterThan(20);
    for (const source of imports) {
      const [, name, path] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source)!;
      fileOf(name!, path!);
    }
  });
});
