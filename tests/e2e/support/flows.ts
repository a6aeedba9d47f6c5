import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The step names of a flow manifest, in order, as the engine reads them. */
export function flowStepNames(flow: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(process.cwd(), 'schemas/flows', `${flow}.json`), 'utf8'),
  ) as { steps: { name: string }[] };
  return manifest.steps.map((s) => s.name);
}
