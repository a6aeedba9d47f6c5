import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, WIDGET_NAMES } from '../../../shared/schema/rendererNames';
import { fieldExtensions, loadRenderers, widgetExtensions } from '../../../renderers/registry';
import { fieldRulesValidator } from '../../../renderers/validators/fieldRules';
import { formRuleErrors } from '../../../renderers/validators/formRules';

describe('validation registered with its widget or field', () => {
  it('registers a component under each name the checker accepts, and no other', () => {
    expect(Object.keys(widgetExtensions)).toEqual([...WIDGET_NAMES]);
    expect(Object.keys(fieldExtensions)).toEqual([...FIELD_NAMES]);
  });

  it('loads the validate functions of the widgets and fields a form names, and only those', async () => {
    const renderers = await loadRenderers({
      widgets: ['phone', 'subdomain'],
      fields: ['stagesEditor'],
    });
    const loading = renderers.loadValidators();
    // Loaded once, however many times the form asks.
    expect(renderers.loadValidators()).toBe(loading);
    const validators = await loading;
    expect(Object.keys(validators.widgets)).toEqual(['phone']);
    expect(Object.keys(validators.fields)).toEqual(['stagesEditor']);
    expect(validators.widgets.phone!('+1415555267100')).toEqual([
      { path: [], message: 'validation.phone.tooLong' },
    ]);
    expect(validators.widgets.phone!('+14155552671')).toEqual([]);
  });

  it("runs a field's validate function in RJSF's validation, at the place inside its value", async () => {
    const validators = await (
      await loadRenderers({ widgets: [], fields: ['stagesEditor'] })
    ).loadValidators();
    const added: string[] = [];
    const errors = {
      stages: {
        0: { duration: { addError: (m: string) => added.push(`0:${m}`) } },
        1: { duration: { addError: (m: string) => added.push(`1:${m}`) } },
        2: { duration: { addError: (m: string) => added.push(`2:${m}`) } },
      },
    };
    const validate = fieldRulesValidator(
      { stages: { 'ui:field': 'stagesEditor' } },
      validators.fields,
    );
    validate({ stages: [{ duration: 0 }, { duration: 5 }, { duration: 3 }] }, errors as never);
    expect(added).toEqual(['2:validation.stages.durationOrder']);
  });

  it("runs a widget's validate function in a form's own rules", async () => {
    const validators = await (
      await loadRenderers({ widgets: ['phone'], fields: [] })
    ).loadValidators();
    const ui = { phone: { 'ui:widget': 'phone' } };
    expect(
      formRuleErrors(ui, { phone: '4155552671' }, validators.widgets, () => undefined),
    ).toEqual({
      phone: { __errors: ['validation.phone.countryCode'] },
    });
    expect(formRuleErrors(ui, { phone: '+14155552671' }, validators.widgets, () => undefined)).toBe(
      undefined,
    );
  });

  it('runs the validate function of a widget named in ui:options, as RJSF renders it', async () => {
    const validators = await (
      await loadRenderers({ widgets: ['phone'], fields: [] })
    ).loadValidators();
    const ui = { phone: { 'ui:options': { widget: 'phone' } } };
    expect(
      formRuleErrors(ui, { phone: '4155552671' }, validators.widgets, () => undefined),
    ).toEqual({
      phone: { __errors: ['validation.phone.countryCode'] },
    });
  });
});
