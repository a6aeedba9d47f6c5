import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREENS,
  firstScreenPreloads,
  preloadLinker,
  type BuildManifest,
} from '../../server/http/screenPreloads';
import { RENDERER_SOURCES, rendererSourcesOf } from '../../shared/schema/rendererSources';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/app/views/SignupView.tsx': {
    file: 'assets/SignupView-3.js',
    imports: ['_react.js', '_form.js'],
    css: ['assets/SignupView-4.css'],
  },
  '_form.js': { file: 'assets/form-5.js', imports: ['_rjsf.js'] },
  '_rjsf.js': { file: 'assets/rjsf-6.js', imports: ['_form.js'] },
  'renderers/widgets/PhoneWidget.tsx': { file: 'assets/PhoneWidget-7.js', imports: ['_form.js'] },
};

describe('the first screen’s preloads', () => {
  it('names every chunk the screen imports, however deep, and its styles, but not the entry’s', () => {
    const links = preloadLinker(manifest)(['src/app/views/SignupView.tsx']);
    expect(links).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/SignupView-3.js" />',
        '<link rel="stylesheet" crossorigin href="/assets/SignupView-4.css" />',
        '<link rel="modulepreload" crossorigin href="/assets/form-5.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/rjsf-6.js" />',
      ].join(''),
    );
  });

  it('finds a first screen built into a chunk named after it, which the manifest keys by file', () => {
    const { 'src/app/views/SignupView.tsx': screen, ...rest } = manifest;
    const grouped: BuildManifest = {
      ...rest,
      '_SignupView-3.js': { ...screen!, name: 'SignupView' },
    };
    expect(preloadLinker(grouped)(['src/app/views/SignupView.tsx'])).toBe(
      preloadLinker(manifest)(['src/app/views/SignupView.tsx']),
    );
    // Two chunks of that name: neither is taken for the screen's.
    const twice: BuildManifest = {
      ...grouped,
      '_SignupView-8.js': { file: 'x.js', name: 'SignupView' },
    };
    expect(preloadLinker(twice)(['src/app/views/SignupView.tsx'])).toBe('');
  });

  it('names nothing for a module the build does not have', () => {
    expect(preloadLinker(manifest)(['src/app/views/Gone.tsx'])).toBe('');
  });

  it.each(Object.entries(FIRST_SCREENS))('%s opens a screen and forms that exist', (_, screen) => {
    expect(existsSync(screen.module)).toBe(true);
    for (const form of screen.forms) expect(existsSync(`schemas/forms/${form}.json`)).toBe(true);
  });

  it('adds the forms’ modules at the URLs of now, what they load, and reads a rebuilt manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'onramp-manifest-'));
    const file = join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    let version = 1;
    const preloads = firstScreenPreloads(file, (form) => ({
      url: `/api/config/${version}/f/forms/${form}.js`,
      runtimeModules: [],
      renderers: { widgets: ['phone'], fields: [] },
    }));
    expect(preloads('/signup/')).toContain('href="/assets/SignupView-3.js"');
    // The widget's chunk once, though the screen imports what it imports too.
    expect(preloads('/signup').match(/PhoneWidget-7/g)).toHaveLength(1);
    expect(preloads('/signup').match(/form-5/g)).toHaveLength(1);
    expect(preloads('/signup')).toContain(
      '<link rel="modulepreload" crossorigin href="/api/config/1/f/forms/signup.js" />',
    );
    version = 2;
    expect(preloads('/signup')).toContain('href="/api/config/2/f/forms/signup.js"');
    expect(preloads('/forget-password')).toBe('');
    expect(preloads('/constructor')).toBe('');
    const rebuilt = structuredClone(manifest);
    rebuilt['src/app/views/SignupView.tsx']!.file = 'assets/SignupView-9.js';
    writeFileSync(file, JSON.stringify(rebuilt) + ' ');
    expect(preloads('/signup')).toContain('href="/assets/SignupView-9.js"');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the renderers’ sources', () => {
  const registry = readFileSync('renderers/registry.ts', 'utf8');
  const kinds = [
    ['widgets', RENDERER_SOURCES.widgets],
    ['fields', RENDERER_SOURCES.fields],
  ] as const;
  it.each(kinds)('are the files renderers/registry.ts loads for its %s', (_, sources) => {
    for (const [name, file] of Object.entries(sources)) {
      const entry = new RegExp(`\\b${name}: \\{([^}]*)\\}`).exec(registry)?.[1] ?? '';
      const component = /component: \(\) => import\('\.\/([^']+)'\)/.exec(entry)?.[1];
      expect(file.replace(/\.tsx?$/, '')).toBe(`renderers/${component}`);
      expect(existsSync(file)).toBe(true);
    }
  });

  it('are those of the names a module uses, built-in names having none', () => {
    expect(rendererSourcesOf({ widgets: ['phone', 'textarea'], fields: ['qaPairs'] })).toEqual([
      'renderers/widgets/PhoneWidget.tsx',
      'renderers/fields/QaPairsField.tsx',
    ]);
  });
});
