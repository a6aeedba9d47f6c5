import { checkConfig } from '../shared/config/checkConfig';
import { copyOf, languagesOf } from '../shared/config/checks/copy';
import { formatProblem } from '../shared/config/problem';
import { readConfigDocuments } from '../shared/config/readConfigDocuments';

/**
 * Checks the configuration under the current directory (brands, flows, steps, forms, copy) and
 * prints each problem with its file, path and fix, exiting non-zero when there is any; then how
 * much of the default copy, and of the schemas' texts, each other language translates.
 */
const { problems, brands, flows, locales, translations } = checkConfig(
  readConfigDocuments(process.cwd()),
);
if (problems.length > 0) {
  console.error(`check:config found ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(
  `check:config: ${brands.size} brand(s), ${flows.size} flow(s) and their steps are valid.`,
);

const coverage: string[] = [];
for (const [id, brand] of brands) {
  const [defaultLanguage, ...others] = languagesOf(locales, id, brand.locales?.[0] ?? 'en');
  const base = Object.keys(copyOf(locales, 'default', defaultLanguage!));
  for (const lang of others) {
    const own = { ...copyOf(locales, 'default', lang), ...copyOf(locales, id, lang) };
    const covered = base.filter((key) => key in own).length;
    coverage.push(
      `${id} ${lang}: ${covered}/${base.length} keys (${Math.floor((covered / base.length) * 100)}%)`,
    );
  }
}
if (coverage.length > 0) console.log(`Translations (the rest falls back): ${coverage.join('; ')}`);

const textGaps = [...translations].flatMap(([id, languages]) =>
  languages
    .filter(({ missing }) => missing.length > 0)
    .map(({ lang, texts, missing }) => `${id} ${lang}: ${texts - missing.length}/${texts} texts`),
);
if (textGaps.length > 0) console.log(`Schema texts still shown as written: ${textGaps.join('; ')}`);
