import { readFileSync, statSync } from 'node:fs';
import { escapeAttribute } from './escapeAttribute';

/** What Vite's build manifest says of one source module: its chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
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
 * The link tags that fetch `screen`'s chunks (scripts and styles) alongside the entry's, leaving
 * out what the entry's own page already names.
 */
export function screenPreloadLinks(manifest: BuildManifest, screen: string): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const already = chunkClosure(manifest, entries);
  const links: string[] = [];
  for (const key of chunkClosure(manifest, [screen])) {
    if (already.has(key)) continue;
    const chunk = manifest[key]!;
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" />`);
    for (const css of chunk.css ?? [])
      links.push(`<link rel="stylesheet" crossorigin href="/${css}" />`);
  }
  return links.join('');
}

/**
 * Each first screen's links: its chunks, read from the build's manifest (build.manifest in
 * vite.config.ts) and read again when a rebuild replaced it, and its forms' modules at the URLs
 * `formModuleUrl` gives now (the live version's). Empty while there is no build.
 */
export function firstScreenPreloads(
  manifestFile: string,
  formModuleUrl: (form: string) => string,
): (pathname: string) => string {
  let cached: { version: string; links: Map<string, string> } | undefined;
  return (pathname) => {
    const path = pathname.replace(/\/$/, '');
    const screen = Object.hasOwn(FIRST_SCREENS, path) ? FIRST_SCREENS[path] : undefined;
    if (!screen) return '';
    const stats = statSync(manifestFile, { throwIfNoEntry: false });
    if (!stats) return '';
    const version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.version !== version) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
      cached = {
        version,
        links: new Map(
          Object.entries(FIRST_SCREENS).map(([screenPath, { module }]) => [
            screenPath,
            screenPreloadLinks(manifest, module),
          ]),
        ),
      };
    }
    const forms = screen.forms.map(
      (form) =>
        `<link rel="modulepreload" crossorigin href="${escapeAttribute(formModuleUrl(form))}" />`,
    );
    return (cached.links.get(path) ?? '') + forms.join('');
  };
}
