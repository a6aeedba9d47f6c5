import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { checkConfig } from '../../../shared/config/checkConfig.ts';
import { ConfigError } from '../../../shared/config/problem.ts';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments.ts';
import type { JsonObject } from '../../../shared/schema/splitSchema.ts';
import { buildValidatorModule } from './validatorModule.ts';

const REGISTRY_ID = 'virtual:onramp/schemas';
const SCHEMA_PREFIX = 'virtual:onramp/schema/';
const SCHEMA_FOLDERS = ['steps', 'forms'] as const;

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Serves the JSON manifests to the browser bundle: flows inline, and every step and form schema
 * as its own lazily imported module with validators precompiled here, so no eval runs in the browser.
 * Refuses to build (or serve) a configuration the checker finds a problem in.
 */
export function schemaModulesPlugin(rootDir = process.cwd()): Plugin {
  const schemasDir = resolve(rootDir, 'schemas');
  return {
    name: 'onramp-schema-modules',
    buildStart() {
      const { problems } = checkConfig(readConfigDocuments(rootDir));
      if (problems.length > 0) this.error(new ConfigError(problems).message);
    },
    resolveId(id) {
      if (id === REGISTRY_ID || id.startsWith(SCHEMA_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${REGISTRY_ID}`) {
        const flowsDir = join(schemasDir, 'flows');
        const flows = jsonFiles(flowsDir).map((file) => {
          this.addWatchFile(join(flowsDir, file));
          return `${JSON.stringify(file.replace(/\.json$/, ''))}: ${readFileSync(join(flowsDir, file), 'utf8')}`;
        });
        const loaders = SCHEMA_FOLDERS.map((folder) => {
          const entries = jsonFiles(join(schemasDir, folder)).map(
            // The id drops ".json" so Vite's JSON plugin leaves the generated JavaScript alone.
            (file) =>
              `${JSON.stringify(file)}: () => import(${JSON.stringify(`${SCHEMA_PREFIX}${folder}/${file.replace(/\.json$/, '')}`)})`,
          );
          return `export const ${folder}Loaders = {\n${entries.join(',\n')}\n};`;
        });
        return [`export const flows = {\n${flows.join(',\n')}\n};`, ...loaders].join('\n');
      }
      if (id.startsWith(`\0${SCHEMA_PREFIX}`)) {
        const relative = id.slice(`\0${SCHEMA_PREFIX}`.length);
        const file = join(schemasDir, `${relative}.json`);
        this.addWatchFile(file);
        return buildValidatorModule(JSON.parse(readFileSync(file, 'utf8')) as JsonObject);
      }
      return undefined;
    },
  };
}
