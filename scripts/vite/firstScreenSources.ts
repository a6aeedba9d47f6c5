import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildStepModule } from '../../server/configRuntime/stepModule.ts';
import { FIRST_SCREENS, formSources } from '../../server/http/screenPreloads.ts';
import type { JsonObject } from '../../shared/schema/splitSchema.ts';

/**
 * The modules a first visit's screens open with (the server's FIRST_SCREENS), as absolute paths:
 * each screen's own, and the renderers and validator helpers its forms name, as the repository's
 * forms are written (a form changed at run time loads any other renderer on its own, as before).
 */
export function firstScreenSources(rootDir: string): {
  screens: string[];
  formSources: string[];
} {
  const screens = Object.values(FIRST_SCREENS);
  const forms = [...new Set(screens.flatMap((screen) => screen.forms))];
  const sources = forms.flatMap((form) => {
    const file = resolve(rootDir, 'schemas/forms', `${form}.json`);
    return formSources(buildStepModule(JSON.parse(readFileSync(file, 'utf8')) as JsonObject));
  });
  return {
    screens: screens.map((screen) => resolve(rootDir, screen.module)),
    formSources: [...new Set(sources)].map((source) => resolve(rootDir, source)),
  };
}
