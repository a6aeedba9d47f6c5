import { cpSync, mkdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandManifestError, loadBrand } from '../../server/brand/brand';
import { ManifestValidator } from '../../server/manifests/validate';

const repoRoot = join(__dirname, '../..');

function rootWithBrand(
  mutate: (brand: Record<string, unknown>) => void,
  folder = 'default',
): string {
  const root = mkdtempSync(join(tmpdir(), 'onramp-brand-'));
  cpSync(join(repoRoot, 'schemas/meta'), join(root, 'schemas/meta'), { recursive: true });
  mkdirSync(join(root, 'brands', folder), { recursive: true });
  const brand = JSON.parse(
    readFileSync(join(repoRoot, 'brands/default/brand.json'), 'utf8'),
  ) as Record<string, unknown>;
  mutate(brand);
  writeFileSync(join(root, 'brands', folder, 'brand.json'), JSON.stringify(brand));
  return root;
}

function problemsOf(root: string, requested = 'default'): string {
  try {
    loadBrand(root, requested, new ManifestValidator(root));
  } catch (error) {
    expect(error).toBeInstanceOf(BrandManifestError);
    return (error as Error).message;
  }
  throw new Error('expected the manifest to be refused');
}

describe('brand manifests are validated against their meta-schema', () => {
  it('accepts the shipped default brand', () => {
    const brand = loadBrand(repoRoot, 'default', new ManifestValidator(repoRoot));
    expect(brand.appConfig).toMatchObject({
      name: 'Onramp',
      logo: '/brands/default/assets/logo.svg',
      logoWidth: 243,
    });
  });

  it('names the file, the path and the rule of a wrong value', () => {
    const root = rootWithBrand(
      (b) => ((b.tokens as { colors: Record<string, string> }).colors.primary = 'blue'),
    );
    const message = problemsOf(root);
    expect(message).toContain(
      'brands/default/brand.json at /tokens/colors/primary: breaks rule "pattern"',
    );
  });

  it('names a missing property and how to fix it', () => {
    const root = rootWithBrand((b) => delete b.companyDomain);
    expect(problemsOf(root)).toContain(
      'at /companyDomain: breaks rule "required"; fix: add the property "companyDomain"',
    );
  });

  it('names a misspelt property', () => {
    const root = rootWithBrand((b) => (b.logoWidht = 200));
    expect(problemsOf(root)).toContain('at /logoWidht: breaks rule "additionalProperties"');
  });

  it('lists the allowed values of an enum', () => {
    const root = rootWithBrand((b) => (b.botCheck = 'captcha'));
    expect(problemsOf(root)).toContain('fix: use one of: altcha, off');
  });

  it('reports JSON that does not parse', () => {
    const root = rootWithBrand(() => {});
    writeFileSync(join(root, 'brands/default/brand.json'), '{ "name": ');
    expect(problemsOf(root)).toMatch(/brands\/default\/brand.json at \/: breaks rule "json"/);
  });

  it('finds a brand folder whatever the case of BRAND', () => {
    const root = rootWithBrand(() => {}, 'acme');
    expect(loadBrand(root, 'ACME', new ManifestValidator(root)).id).toBe('acme');
  });

  it('reports an unknown brand', () => {
    const root = rootWithBrand(() => {});
    expect(problemsOf(root, 'nobody')).toContain(
      'brands/nobody/brand.json at /: breaks rule "exists"',
    );
  });
});
