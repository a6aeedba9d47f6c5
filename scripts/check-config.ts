import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BrandManifestError, loadBrand } from '../server/brand/brand';
import {
  formatProblem,
  ManifestValidator,
  type ManifestProblem,
} from '../server/manifests/validate';

/** Validates every manifest in the repository and prints each problem with file, path and fix. */
const rootDir = process.cwd();
const validator = new ManifestValidator(rootDir);
const problems: ManifestProblem[] = [];

for (const brandId of readdirSync(join(rootDir, 'brands'))) {
  try {
    loadBrand(rootDir, brandId, validator);
  } catch (error) {
    if (error instanceof BrandManifestError) problems.push(...error.problems);
    else throw error;
  }
}

if (problems.length > 0) {
  console.error(`check:config found ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exit(1);
}
console.log('check:config: every manifest is valid.');
