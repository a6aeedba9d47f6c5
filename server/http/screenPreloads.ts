import { readFileSync, statSync } from 'node:fs';

/** What Vite's build manifest says of one source module: its chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The screen a first visit to each address opens with: lazily loaded by the app, so without a
 * hint the browser finds its chunks only after the entry has run.
 */
export const FIRST_SCREENS: Readonly<Record<string, string>> = {
  '/signup': 'src/app/views/SignupView.tsx',
  '/login': 'src/app/views/LoginView.tsx',
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
 * Each first screen's links, read from the build's manifest (build.manifest in vite.config.ts)
 * and read again when a rebuild replaced it; empty while there is no build.
 */
export function firstScreenPreloads(manifestFile: string): (pathname: string) => string {
  let cached: { version: string; links: Map<string, string> } | undefined;
  return (pathname) => {
    const screen = FIRST_SCREENS[pathname.replace(/\/$/, '') || '/'];
    if (!screen) return '';
    const stats = statSync(manifestFile, { throwIfNoEntry: false });
    if (!stats) return '';
    const version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.version !== version) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
      cached = {
        version,
        links: new Map(
          Object.entries(FIRST_SCREENS).map(([path, module]) => [
            path,
            screenPreloadLinks(manifest, module),
          ]),
        ),
      };
    }
    return cached.links.get(pathname.replace(/\/$/, '')) ?? '';
  };
}
