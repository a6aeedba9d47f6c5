// @vitest-environment node
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_OUT_DIR, serverBundleOptions } from '../../../scripts/serverBundle';

/** The packages an output file imports, by how: at load (static) or when first used (dynamic). */
function packageImports(metafile: Metafile, output: string) {
  const imports = metafile.outputs[`${SERVER_OUT_DIR}/${output}`]!.imports.filter(
    (entry) => entry.external && !entry.path.startsWith('node:'),
  );
  const named = (kind: string) =>
    new Set(imports.filter((entry) => entry.kind === kind).map((entry) => entry.path));
  return { atLoad: named('import-statement'), onUse: named('dynamic-import') };
}

/** The bundle's own files an output file imports at load, and theirs in turn. */
function chunksImportedAtLoad(metafile: Metafile, output: string, seen = new Set<string>()) {
  for (const entry of metafile.outputs[`${SERVER_OUT_DIR}/${output}`]!.imports) {
    if (entry.external || entry.kind !== 'import-statement') continue;
    const chunk = entry.path.slice(SERVER_OUT_DIR.length + 1);
    if (!seen.has(chunk)) chunksImportedAtLoad(metafile, chunk, seen.add(chunk));
  }
  return seen;
}

describe("the server's bundle", () => {
  let metafile: Metafile;
  beforeAll(async () => {
    ({ metafile } = await build({ ...serverBundleOptions, write: false, metafile: true }));
  });

  it('loads Stripe, sharp and the Redis client when first used, not at start', () => {
    const { atLoad, onUse } = packageImports(metafile, 'main.mjs');
    for (const name of ['stripe', 'sharp', 'ioredis']) {
      expect(atLoad, name).not.toContain(name);
      expect(onUse, name).toContain(name);
    }
    expect(atLoad).toContain('fastify');
  });

  it('loads the AWS SDK only with the S3 storage adapter, in a file of its own', () => {
    const outputs = Object.keys(metafile.outputs).filter((path) => path.endsWith('.mjs'));
    const atStart = ['main.mjs', ...chunksImportedAtLoad(metafile, 'main.mjs')];
    for (const output of atStart)
      expect(packageImports(metafile, output).atLoad, output).not.toContain('@aws-sdk/client-s3');
    const adapter = outputs.filter((path) => /\/s3Storage-\w+\.mjs$/.test(path));
    expect(adapter).toHaveLength(1);
    expect(packageImports(metafile, adapter[0]!.slice(SERVER_OUT_DIR.length + 1)).atLoad).toContain(
      '@aws-sdk/client-s3',
    );
    const main = metafile.outputs[`${SERVER_OUT_DIR}/main.mjs`]!.imports;
    expect(main).toContainEqual(
      expect.objectContaining({ path: adapter[0], kind: 'dynamic-import' }),
    );
  });

  it('keeps the embedded engine in its own file for its worker thread, and no TypeScript loader', () => {
    const main = packageImports(metafile, 'main.mjs');
    const engine = packageImports(metafile, 'embeddedEngine.mjs');
    expect([...main.atLoad].filter((name) => name.startsWith('@electric-sql/'))).toEqual([]);
    expect(engine.atLoad).toContain('@electric-sql/pglite');
    expect([...main.atLoad, ...engine.atLoad].filter((name) => name.startsWith('tsx'))).toEqual([]);
  });
});
