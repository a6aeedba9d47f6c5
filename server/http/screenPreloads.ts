import { rendererSourcesOf } from '../../shared/schema/rendererSources';
import { ajvRuntimeSource, isAjvRuntimeModule } from '../../shared/schema/ajvRuntimeModules';
import { builtFile } from './builtFile';
import { escapeHtml } from './escapeHtml';

/** What Vite's build manifest says of one source module: its chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A screen the app loads lazily, and the form modules (schemas/forms) it then imports. */
export interface FirstScreen {
  module: string;
  forms: string[];
}

/**
 * The screen a first visit to each address opens with. Without a hint the browser finds its
 * chunks only after the entry has run, and its forms' modules only after those have.
 */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  '/signup': { module: 'src/app/views/SignupView.tsx', forms: ['signup'] },
  '/login': { module: 'src/app/views/LoginView.tsx', forms: ['login_tenant', 'login'] },
};

/**
 * The name of the chunk a first screen's module is built into with what only it needs
 * (scripts/vite/startChunks.ts).
 */
export function screenChunkName(module: string): string {
  return module.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
}

/**
 * The manifest's key for the chunk a first screen's module is built into. Vite keys a chunk built
 * from a group by its file, not its module, so it is found by its name; a name two chunks share
 * finds none.
 */
export function screenChunkKey(manifest: BuildManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const named = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]!.name === screenChunkName(module),
  );
  return named.length === 1 ? named[0] : undefined;
}

function chunkClosure(manifest: BuildManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Of a build: the link tags that fetch the chunks (scripts and styles) of `sources` and all they
 * import, alongside the entry's, leaving out what the entry's own page already names.
 */
export function preloadLinker(manifest: BuildManifest): (sources: string[]) => string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const already = chunkClosure(manifest, entries);
  // Each first screen's chunk, looked up once per build rather than on every page request.
  const screenKeys = new Map(
    Object.values(FIRST_SCREENS).map(({ module }) => [module, screenChunkKey(manifest, module)]),
  );
  const keyOf = (source: string) => screenKeys.get(source) ?? source;
  return (sources) => {
    const links: string[] = [];
    for (const key of chunkClosure(manifest, sources.map(keyOf))) {
      if (already.has(key)) continue;
      const chunk = manifest[key]!;
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
      for (const css of chunk.css ?? [])
        links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
    }
    return links.join('');
  };
}

/** Where a form's module is served now, and what of the bundle it will ask for. */
export interface FormModule {
  url: string;
  /** The Ajv helpers its validators import (shared/schema/ajvRuntimeModules). */
  runtimeModules: string[];
  /** The custom renderers its uiSchema names. */
  renderers: { widgets: string[]; fields: string[] };
}

/** A form module's imports as the build manifest names their sources. */
export function formSources(form: Pick<FormModule, 'runtimeModules' | 'renderers'>): string[] {
  return [
    ...form.runtimeModules.filter(isAjvRuntimeModule).map(ajvRuntimeSource),
    ...rendererSourcesOf(form.renderers),
  ];
}

/**
 * Each first screen's links: its chunks, read from the build's manifest (build.manifest in
 * vite.config.ts; read again when a rebuild replaced it), and its forms' modules (the live
 * version's, as `formModule` says now) with the helpers and renderers those load. Empty while
 * there is no build.
 */
export function firstScreenPreloads(
  manifestFile: string,
  formModule: (form: string) => FormModule | undefined,
): (pathname: string) => string {
  const linker = builtFile(manifestFile, (text) =>
    preloadLinker(JSON.parse(text) as BuildManifest),
  );
  return (pathname) => {
    const path = pathname.replace(/\/$/, '');
    const screen = Object.hasOwn(FIRST_SCREENS, path) ? FIRST_SCREENS[path] : undefined;
    const links = screen && linker();
    if (!screen || !links) return '';
    // The forms are the live version's, which a publish changes: looked up on each request.
    const forms = screen.forms.flatMap((form) => formModule(form) ?? []);
    const formLinks = forms.map(
      ({ url }) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`,
    );
    const bundled = links([screen.module, ...forms.flatMap(formSources)]);
    return bundled + formLinks.join('');
  };
}
