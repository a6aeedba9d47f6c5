import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../server/config/brand/brand';
import { checkConfig } from '../../shared/config/checkConfig';
import { ConfigError } from '../../shared/config/problem';
import { readConfigDocuments } from '../../shared/config/readConfigDocuments';
import { at, problemsAfter } from './config/support';

const repoRoot = join(__dirname, '../..');
const BRAND = 'brands/default/brand.json';
const { brands, locales } = checkConfig(readConfigDocuments(repoRoot));

describe('brand manifests are validated against their meta-schema', () => {
  it('accepts the shipped default brand', () => {
    expect(loadBrand(repoRoot, 'default', brands, locales.keys()).appConfig).toMatchObject({
      name: 'Onramp',
      logo: '/brands/default/assets/logo.svg',
      logoWidth: 243,
    });
  });

  it('names the file, the path and the rule of a wrong value', () => {
    const problems = problemsAfter(
      BRAND,
      (b) => ((b.tokens as { colors: Record<string, string> }).colors.primary = 'blue'),
    );
    expect(problems).toContainEqual(at(BRAND, '/tokens/colors/primary', 'pattern'));
  });

  it('names a missing property and how to fix it', () => {
    expect(problemsAfter(BRAND, (b) => delete b.companyDomain)).toContainEqual(
      expect.objectContaining({
        path: '/companyDomain',
        rule: 'required',
        fix: 'add "companyDomain": bare host of the company site, e.g. onramp.example',
      }),
    );
  });

  it('names a misspelt property', () => {
    expect(problemsAfter(BRAND, (b) => (b.logoWidht = 200))).toContainEqual(
      at(BRAND, '/logoWidht', 'additionalProperties'),
    );
  });

  it('lists the allowed values of an enum', () => {
    expect(problemsAfter(BRAND, (b) => (b.botCheck = 'captcha'))).toContainEqual(
      expect.objectContaining({
        path: '/botCheck',
        rule: 'enum',
        fix: 'write one of: "altcha", "off"',
      }),
    );
  });

  it('finds a brand folder whatever the case of BRAND', () => {
    expect(loadBrand(repoRoot, 'BEACON', brands, locales.keys()).id).toBe('beacon');
  });

  it('refuses a BRAND that names no brand', () => {
    expect(() => loadBrand(repoRoot, 'nobody', brands, locales.keys())).toThrow(ConfigError);
    expect(() => loadBrand(repoRoot, 'nobody', brands, locales.keys())).toThrow(
      'brands/nobody/brand.json at /: breaks rule "exists"',
    );
  });
});
