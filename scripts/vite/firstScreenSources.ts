import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildStepModule } from '../../server/configRuntime/stepModule.ts';
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

/**
 * The modules each screen a first visit opens with (the server's FIRST_SCREENS) loads: its own,
 * and the renderers and validator helpers its forms name, as the repository's forms are written (a
 * form changed at run time loads any other renderer on its own, as before).
 */
export function firstScreenSources(rootDir: string): FirstScreenSources[] {
  return Object.values(FIRST_SCREENS).map((screen) => {
    const sources = screen.forms.flatMap((form) => {
      const file = resolve(rootDir, 'schemas/forms', `${form}.json`);
      return formSources(buildStepModule(JSON.parse(readFileSync(file, 'utf8')) as JsonObject));
    });
    return {
      module: resolve(rootDir, screen.module),
      chunkName: screenChunkName(screen.module),
      formSources: [...new Set(sources)].map((source) => resolve(rootDir, source)),
    };
  });
}
