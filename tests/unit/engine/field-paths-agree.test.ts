// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildStepModule } from '../../../shared/schema/stepModule';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import { toErrorSchema } from '../../../src/engine/react/serverErrors';
import { transformErrors } from '../../../src/engine/react/transformErrors';

const importModule = (source: string) =>
  import(`data:text/javascript,${encodeURIComponent(source)}`) as Promise<SchemaModule>;

const contact: JsonObject = {
  title: 'steps.contact.title',
  type: 'object',
  properties: {
    phone: { type: 'string' },
    callTime: { type: 'string' },
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string' } },
      dependencies: { street: ['city'] },
    },
  },
  required: ['phone'],
  dependencies: { phone: ['callTime'] },
};

/** The same schema with the operator's own messages (ajv-errors wraps the errors it replaces). */
const withMessages: JsonObject = {
  ...contact,
  errorMessage: {
    required: { phone: 'validation.contact.phone' },
    dependencies: { phone: 'validation.contact.callTime' },
  },
};

/** The fields RJSF shows the browser's errors at, as JSON pointers like the server's. */
async function browserPaths(schema: JsonObject, data: object): Promise<string[]> {
  const module = await importModule(buildStepModule(schema).source);
  const { validator } = await toLoadedSchema(module);
  const errors = transformErrors(validator.validateFormData(data, module.schema).errors);
  return errors.map((e) => `/${(e.property ?? '').split('.').filter(Boolean).join('/')}`).sort();
}

function serverPaths(schema: JsonObject, data: Record<string, unknown>): string[] {
  const validator = compileStepValidators(new Map([['contact', schema]])).get('contact')!;
  return validator
    .validate(data)
    .map((issue) => issue.path)
    .sort();
}

describe('a missing field is shown at that field, whichever side finds it', () => {
  const cases: [string, JsonObject, Record<string, unknown>, string[]][] = [
    ['a property dependency', contact, { phone: '555' }, ['/callTime']],
    [
      'a nested property dependency',
      contact,
      { phone: '5', callTime: 'am', address: { street: 'Main' } },
      ['/address/city'],
    ],
    ['required', contact, { callTime: 'am' }, ['/phone']],
    ["a dependency with the operator's message", withMessages, { phone: '555' }, ['/callTime']],
    ["required with the operator's message", withMessages, {}, ['/phone']],
  ];

  it.each(cases)('%s', async (_, schema, data, expected) => {
    expect(serverPaths(schema, data)).toEqual(expected);
    expect(await browserPaths(schema, data)).toEqual(expected);
  });

  it("puts the server's answer at the same field in the form", () => {
    const [issue] = compileStepValidators(new Map([['contact', contact]]))
      .get('contact')!
      .validate({ phone: '555' });
    expect(toErrorSchema([issue!], () => 'text')).toEqual({ callTime: { __errors: ['text'] } });
  });
});
