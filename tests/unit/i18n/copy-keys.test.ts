import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES_BY_CATEGORY } from '../../../shared/flow/defaultStages';
import { categoryCopyKey, copyKeyFor, defaultStageCopyKey } from '../../../shared/i18n/copyKeys';

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const english = readJson<Record<string, string>>('brands/default/locales/en.json');

describe('copy keys of values stored in English', () => {
  it('camel-case the value’s words under the prefix', () => {
    expect(copyKeyFor('p', 'Newsletter signup')).toBe('p.newsletterSignup');
    expect(copyKeyFor('p', 'E-commerce')).toBe('p.eCommerce');
    expect(copyKeyFor('p', 'SaaS')).toBe('p.saas');
    expect(copyKeyFor('p', 'Repeat Purchase')).toBe('p.repeatPurchase');
  });

  it('are the keys the category step names its choices by, and the default copy words them', () => {
    const step = readJson<{
      properties: {
        businessCategory: { properties: { name: { enum: string[]; 'ui:enumNames': string[] } } };
      };
    }>('schemas/steps/business_category.json');
    const { enum: values, 'ui:enumNames': names } =
      step.properties.businessCategory.properties.name;
    expect(names).toEqual(values.map(categoryCopyKey));
    for (const value of values) expect(english[categoryCopyKey(value)]).toBe(value);
  });

  it('word every default stage in the default copy as the stage is stored', () => {
    for (const stages of Object.values(DEFAULT_STAGES_BY_CATEGORY)) {
      for (const stage of stages) expect(english[defaultStageCopyKey(stage)]).toBe(stage.name);
    }
  });
});
