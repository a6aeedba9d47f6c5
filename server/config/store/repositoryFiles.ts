import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';

/** A configuration as text: repository-relative path → the file's JSON text. */
export type ConfigFiles = ReadonlyMap<string, string>;

/**
 * One brand's part of the configuration: its manifest and copy, the default brand's copy it falls
 * back to (with the default brand's manifest, which the checker wants beside any copy), and every
 * flow, step schema and form (a flow may be switched to without a deploy). The meta-schemas are
 * code, not configuration.
 */
export function brandConfigOf(documents: ConfigFiles, brandId: string): ConfigFiles {
  const belongs = (path: string) =>
    path.startsWith(`brands/${brandId}/`) ||
    path.startsWith('brands/default/locales/') ||
    path === 'brands/default/brand.json' ||
    /^schemas\/(flows|steps|forms)\//.test(path);
  return new Map([...documents].filter(([path]) => belongs(path)));
}

/** The repository's configuration of one brand: the defaults its first version is seeded from. */
export function readRepositoryConfig(rootDir: string, brandId: string): ConfigFiles {
  return brandConfigOf(readConfigDocuments(rootDir), brandId);
}
