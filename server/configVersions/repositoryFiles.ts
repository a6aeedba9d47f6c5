import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A configuration as text: repository-relative path → the file's JSON text. */
export type ConfigFiles = ReadonlyMap<string, string>;

function jsonFilesIn(rootDir: string, dir: string): string[] {
  const full = join(rootDir, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/**
 * The repository's configuration of one brand, the defaults every first version is seeded from:
 * its manifest and copy, the default brand's copy it falls back to, and every flow, step schema and
 * form (a flow may be switched to without a deploy). The meta-schemas are code, not configuration.
 */
export function readRepositoryConfig(rootDir: string, brandId: string): ConfigFiles {
  const paths = [
    `brands/${brandId}/brand.json`,
    ...jsonFilesIn(rootDir, `brands/${brandId}/locales`),
    ...(brandId === 'default' ? [] : jsonFilesIn(rootDir, 'brands/default/locales')),
    ...jsonFilesIn(rootDir, 'schemas/flows'),
    ...jsonFilesIn(rootDir, 'schemas/steps'),
    ...jsonFilesIn(rootDir, 'schemas/forms'),
  ];
  return new Map(paths.map((path) => [path, readFileSync(join(rootDir, path), 'utf8')]));
}
