import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brandViewOf,
  headingPlace,
  posterPlace,
  withBrandField,
  withColor,
  withPosterImage,
  withStepText,
} from '../../../../src/studio/brand/brandDraft';
import type { ConfigFileTexts } from '../../../../src/studio/draft/configFiles';

const root = join(__dirname, '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The repository's default brand, its flow, the first step's schema and its English copy. */
const draft: ConfigFileTexts = {
  'brands/default/brand.json': read('brands/default/brand.json'),
  'schemas/flows/main.json': read('schemas/flows/main.json'),
  'schemas/steps/tenant_domain.json': read('schemas/steps/tenant_domain.json'),
  'brands/default/locales/en.json': read('brands/default/locales/en.json'),
};
const json = (files: ConfigFileTexts, path: string) =>
  JSON.parse(files[path]!) as Record<string, unknown>;

describe('brandDraft', () => {
  const view = brandViewOf(draft)!;
  const first = view.steps[0]!;

  it('reads the brand, its images where the page loads them, and each step’s texts from the copy', () => {
    expect(view.brandId).toBe('default');
    expect(view.images.logo.url).toBe('/brands/default/assets/logo.svg');
    expect(view.colors.primary).toBe('#3346d3');
    expect(first.name).toBe('tenant_domain');
    expect(first.heading).toEqual({
      text: 'What URL would you like to use for {{brand}}?',
      key: 'steps.tenant_domain.title',
    });
    expect(first.poster?.title.text).toBe('Your own corner of the web');
  });

  it('writes the logo, a colour and a poster image into the brand and the flow', () => {
    const logo = '/brand-assets/' + 'a'.repeat(64) + '.png';
    let files = withBrandField(draft, view, 'logo', logo);
    files = withColor(files, view, 'primaryText', '#8a94e0');
    files = withPosterImage(files, view, first, logo);
    expect(brandViewOf(files)!.images.logo).toEqual({ value: logo, url: logo });
    expect(json(files, 'brands/default/brand.json').tokens).toMatchObject({
      colors: { primaryText: '#8a94e0', primary: '#3346d3' },
    });
    expect(brandViewOf(files)!.steps[0]!.poster!.image).toBe(logo);
    expect(files['schemas/steps/tenant_domain.json']).toBe(
      draft['schemas/steps/tenant_domain.json'],
    );
  });

  it('writes a heading kept under a key into the copy, and one written as text into its schema', () => {
    const copied = withStepText(draft, view, first.heading, 'Pick an address', headingPlace(first));
    expect(json(copied, 'brands/default/locales/en.json')['steps.tenant_domain.title']).toBe(
      'Pick an address',
    );
    expect(copied['schemas/steps/tenant_domain.json']).toBe(
      draft['schemas/steps/tenant_domain.json'],
    );

    const asText = { text: 'Pick an address', key: undefined };
    const written = withStepText(draft, view, asText, 'Pick one', headingPlace(first));
    expect(json(written, 'schemas/steps/tenant_domain.json').title).toBe('Pick one');
    const poster = withStepText(draft, view, asText, 'Ours', posterPlace(view, first, 'titleKey'));
    expect(brandViewOf(poster)!.steps[0]!.poster!.title.text).toBe('Ours');
  });
});
