import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigurationSettings } from '../../../shared/contract';
import type { FlowManifest } from '../../../shared/flow/types';

const root = join(__dirname, '../../..');

function modulesOf(kind: 'steps' | 'forms'): Record<string, string> {
  return Object.fromEntries(
    readdirSync(join(root, 'schemas', kind))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, `virtual:onramp/schema/${kind}/${file.replace(/\.json$/, '')}`]),
  );
}

/**
 * The repository's configuration as the page gets it from the server, with each module's URL a
 * test module the unit project's schemaModulesPlugin builds the way the server does.
 */
export function testConfiguration(flowName = 'main'): ConfigurationSettings {
  return {
    version: 'test',
    flow: JSON.parse(
      readFileSync(join(root, 'schemas/flows', `${flowName}.json`), 'utf8'),
    ) as FlowManifest,
    modules: { steps: modulesOf('steps'), forms: modulesOf('forms') },
    copy: '/api/locales/{lang}',
  };
}
