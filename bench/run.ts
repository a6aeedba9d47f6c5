import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchSignupJavaScript } from './signupJavaScript';
import { benchFunnels } from './funnels';
import { benchFormReady } from './formReady';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchProvisioning } from './provisioning';
import { benchStartup } from './startup';
import { benchValidation } from './validation';

/** Runs every benchmark (or those named on the command line) and writes docs/benchmarks.md. */
const sections: Record<string, () => Promise<string>> = {
  validation: benchValidation,
  bundle: benchSignupJavaScript,
  ready: benchFormReady,
  lighthouse: benchLighthouse,
  load: benchLoad,
  startup: benchStartup,
  provisioning: benchProvisioning,
  funnels: benchFunnels,
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(sections);
const results: string[] = [];
for (const name of names) {
  const run = sections[name];
  if (!run)
    throw new Error(`Unknown benchmark "${name}"; known: ${Object.keys(sections).join(', ')}`);
  console.log(`bench: ${name}...`);
  results.push(await run());
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
const documentPath = join(process.cwd(), 'docs/benchmarks.md');
const document = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}). Figures vary by machine; the method is in each section.`,
  '',
  ...keepSectionsNotRun(results),
].join('\n');
writeFileSync(documentPath, document);
console.log(document);

/**
 * A run replaces the sections it wrote and keeps the others as they were: those of benchmarks not
 * run this time, and the notes written by hand ("What moved …", "What holds …").
 */
function keepSectionsNotRun(fresh: string[]): string[] {
  if (!existsSync(documentPath)) return fresh;
  const headingOf = (section: string) => section.split('\n', 1)[0]!;
  const byHeading = new Map(fresh.map((section) => [headingOf(section), section]));
  const previous = readFileSync(documentPath, 'utf8')
    .split(/\n(?=## )/)
    .slice(1)
    .map((section) => section.trimEnd() + '\n');
  const merged = previous.map((section) => {
    const replacement = byHeading.get(headingOf(section));
    byHeading.delete(headingOf(section));
    return replacement ?? section;
  });
  return [...merged, ...byHeading.values()];
}
