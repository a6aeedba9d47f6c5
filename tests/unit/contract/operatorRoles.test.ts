import { describe, expect, it } from 'vitest';
import {
  brandFilesOnly,
  isBrandFile,
  OPERATOR_ROLES,
  roleMay,
  type StudioAction,
} from '../../../shared/contract/operatorRoles';
import { assertWithinBrandFiles } from '../../../server/studio/brandOwnerScope';

const ACTIONS: StudioAction[] = [
  'read',
  'draft',
  'publish',
  'rollBack',
  'moveUsers',
  'experiments',
  'manageWebhooks',
  'manageOperators',
  'manageApiKeys',
  'manageProvisioning',
];

describe('the Studio’s role table', () => {
  it('gives each role what issues 36 and 37 name, and nothing more', () => {
    const allowed = Object.fromEntries(
      OPERATOR_ROLES.map((role) => [role, ACTIONS.filter((action) => roleMay(role, action))]),
    );
    expect(allowed).toEqual({
      viewer: ['read'],
      editor: ['read', 'draft'],
      brandOwner: ['read', 'draft', 'publish'],
      publisher: [
        'read',
        'draft',
        'publish',
        'rollBack',
        'moveUsers',
        'experiments',
        'manageWebhooks',
      ],
      admin: ACTIONS,
    });
    expect(OPERATOR_ROLES.filter(brandFilesOnly)).toEqual(['brandOwner']);
  });

  it('counts the brand’s manifest and copy as its files, not flows, steps, forms or another brand’s', () => {
    for (const path of [
      'brands/beacon/brand.json',
      'brands/beacon/locales/de.json',
      'brands/default/locales/en.json',
    ])
      expect(isBrandFile(path, 'beacon'), path).toBe(true);
    for (const path of [
      'brands/default/brand.json',
      'brands/other/locales/en.json',
      'schemas/steps/stages.json',
      'schemas/flows/main.json',
      'schemas/forms/signup.json',
    ])
      expect(isBrandFile(path, 'beacon'), path).toBe(false);
  });
});

describe('a brand owner’s edit', () => {
  const live = new Map([
    [
      'brands/default/brand.json',
      JSON.stringify({ name: 'Onramp', flow: 'main', hideSteps: [], tokens: { radius: '4px' } }),
    ],
  ]);
  const manifest = (value: object) => ({ 'brands/default/brand.json': JSON.stringify(value) });
  const refusal = (edit: Record<string, string | null>) => {
    try {
      assertWithinBrandFiles(live, edit, 'default');
      return undefined;
    } catch (error) {
      return (error as { statusCode: string; data: unknown }).statusCode;
    }
  };

  it('may change the look, name and copy', () => {
    expect(
      refusal(manifest({ name: 'Plus', flow: 'main', hideSteps: [], tokens: { radius: '8px' } })),
    ).toBeUndefined();
    expect(refusal({ 'brands/default/locales/de.json': '{}' })).toBeUndefined();
  });

  it('may not touch another file, the keys that choose the steps, or remove the manifest', () => {
    expect(refusal({ 'schemas/steps/stages.json': '{}' })).toBe('outside_brand_files');
    expect(refusal(manifest({ name: 'Onramp', flow: 'assisted', hideSteps: [] }))).toBe(
      'outside_brand_keys',
    );
    expect(refusal(manifest({ name: 'Onramp', flow: 'main' }))).toBe('outside_brand_keys');
    expect(refusal({ 'brands/default/brand.json': null })).toBe('outside_brand_keys');
  });
});
