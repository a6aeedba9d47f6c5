import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildStepModule } from '../../shared/schema/stepModule.ts';
import { FIRST_SCREENS, formSources, screenChunkName } from '../../server/http/screenPreloads.ts';
import type { JsonObject } from '../../shared/schema/splitSchema.ts';

/** One first screen's sources, as absolute paths. */
export interface FirstScreenSources {
  /** The screen's own module. */
  module: string;
  /** The chunk it is built into, with what only it needs. */
  chunkName: string;
  /** The renderers and validator helpers its forms name. */
  formSources: string[];
}

/** The renderers and validator helpers a repository form or step names, as absolute paths. */
function sourcesNamedBy(rootDir: string, file: string): string[] {
  const module = buildStepModule(JSON.parse(readFileSync(file, 'utf8')) as JsonObject);
  return formSources(module).map((source) => resolve(rootDir, source));
}

/**
 * The modules each screen a first visit opens with (the server's FIRST_SCREENS) loads: its own,
 * and the renderers and validator helpers its forms name, as the repository's forms are written (a
 * form changed at run time loads any other renderer on its own, as before); and those the
 * repository's other forms and steps name, which a first screen's own chunk must not hold.
 */
export function firstScreenSources(rootDir: string): {
  screens: FirstScreenSources[];
  namedElsewhere: string[];
} {
  const schemaFile = (kind: string, name: string) =>
    resolve(rootDir, 'schemas', kind, `${name}.json`);
  const screens = Object.values(FIRST_SCREENS).map((screen) => ({
    module: resolve(rootDir, screen.module),
    chunkName: screenChunkName(screen.module),
    formSources: [
      ...new Set(
        screen.forms.flatMap((form) => sourcesNamedBy(rootDir, schemaFile('forms', form))),
      ),
    ],
  }));
  const firstForms = new Set(Object.values(FIRST_SCREENS).flatMap((screen) => screen.forms));
  const others = ['forms', 'steps'].flatMap((kind) =>
    readdirSync(resolve(rootDir, 'schemas', kind))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .filter((name) => kind !== 'forms' || !firstForms.has(name))
      .map((name) => schemaFile(kind, name)),
  );
  return {
    screens,
    namedElsewhere: [...new Set(others.flatMap((file) => sourcesNamedBy(rootDir, file)))],
  };
}
