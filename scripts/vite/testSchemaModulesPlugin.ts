import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildStepModule } from '../../shared/schema/stepModule.ts';
import { minify } from '../../server/config/runtime/servedModule.ts';
import type { JsonObject } from '../../shared/schema/splitSchema.ts';
import { stepDataSchema } from '../../shared/schema/stepDataSchema.ts';

const PREFIX = 'virtual:onramp/schema/';

/**
 * For unit tests: `virtual:onramp/schema/steps/<name>` is the module the server would serve for
 * the repository's schemas/steps/<name>.json (the same builder and minifier), so a test loads a step as the
 * browser does without a server.
 */
export function testSchemaModulesPlugin(rootDir = process.cwd()): Plugin {
  const schemasDir = resolve(rootDir, 'schemas');
  return {
    name: 'onramp-test-schema-modules',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const path = id.slice(`\0${PREFIX}`.length);
      const raw = JSON.parse(readFileSync(join(schemasDir, `${path}.json`), 'utf8')) as JsonObject;
      return minify(buildStepModule(stepDataSchema(raw, basename(path))).source);
    },
  };
}
