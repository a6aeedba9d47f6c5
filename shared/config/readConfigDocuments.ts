import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Logical file path ("schemas/flows/main.json") -> its raw text: what checkConfig reads. */
export type ConfigDocuments = Map<string, string>;

function jsonIn(rootDir: string, dir: string): string[] {
  const absolute = join(rootDir, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/**
 * The repository's configuration: meta-schemas, flows, steps, forms, brands and their copy. Node
 * only (the server, the CLI and the build read files through it); the browser never imports it.
 */
export function readConfigDocuments(rootDir: string): ConfigDocuments {
  const brandsDir = join(rootDir, 'brands');
  const brandIds = existsSync(brandsDir)
    ? readdirSync(brandsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const files = [
    ...['meta', 'flows', 'steps', 'forms'].flatMap((folder) =>
      jsonIn(rootDir, `schemas/${folder}`),
    ),
    ...brandIds.flatMap((id) => [
      ...(existsSync(join(brandsDir, id, 'brand.json')) ? [`brands/${id}/brand.json`] : []),
      ...jsonIn(rootDir, `brands/${id}/locales`),
    ]),
  ];
  return new Map(files.map((file) => [file, readFileSync(join(rootDir, file), 'utf8')]));
}
