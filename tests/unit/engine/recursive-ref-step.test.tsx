import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import { loadRenderers } from '../../../renderers/registry';
import { buildStepModule, UnservableSchemaError } from '../../../shared/schema/stepModule';
import type { JsonObject } from '../../../shared/schema/splitSchema';

const node = (ref: string): JsonObject => ({
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 2 },
    children: { type: 'array', items: { $ref: ref } },
  },
});

/** The same nested list of tasks with sub-tasks, in each way JSON Schema lets a schema refer to itself. */
const recursiveSteps: Record<string, JsonObject> = {
  'draft-07 definitions': {
    type: 'object',
    definitions: { node: node('#/definitions/node') },
    properties: { task: { $ref: '#/definitions/node' } },
  },
  '2020-12 $defs': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    $defs: { node: node('#/$defs/node') },
    properties: { task: { $ref: '#/$defs/node' } },
  },
  'the root itself': { type: 'object', properties: { task: node('#/properties/task') } },
};

async function loaded(raw: JsonObject) {
  const { source } = buildStepModule(raw);
  const module = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
  )) as SchemaModule;
  return toLoadedSchema(module);
}

const twoLevels = (childName: string) => ({
  task: { name: 'Launch', children: [{ name: childName, children: [] }] },
});

describe('a step whose schema refers to itself', () => {
  it.each(Object.entries(recursiveSteps))(
    '%s: its module builds, and its validator checks every level of the nesting',
    async (_kind, raw) => {
      const { schema, validator } = await loaded(raw);
      expect(validator.validateFormData(twoLevels('Draft'), schema).errors).toEqual([]);
      const errors = validator.validateFormData(twoLevels('x'), schema).errors;
      expect(errors.map((e) => e.property)).toEqual(['.task.children.0.name']);
    },
  );

  it('renders, submits two levels, and refuses a too short name at the nested field', async () => {
    const ready = await loaded(recursiveSteps['draft-07 definitions']!);
    const onSubmit = vi.fn();
    render(
      <SchemaForm
        id="nested"
        ready={{ ...ready, ...(await loadRenderers(ready.renderers)) }}
        formData={twoLevels('x')}
        onChange={() => {}}
        onSubmit={onSubmit}
      >
        <button type="submit">Next</button>
      </SchemaForm>,
    );
    const nested = document.getElementById('nested_task_children_0_name') as HTMLInputElement;
    expect(nested.value).toBe('x');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.getElementById('nested_task_children_0_name__error')).toHaveTextContent(
        'Please enter at least 2 characters.',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(nested, 'yz');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(twoLevels('xyz'), { task: { children: {}, name: {} } }),
    );
  });

  it('is refused, with where and what to write instead, when it also chooses between options', () => {
    const raw = structuredClone(recursiveSteps['draft-07 definitions']!);
    (raw.definitions as { node: JsonObject }).node.oneOf = [
      { required: ['children'] },
      { properties: { done: { type: 'boolean' } } },
    ];
    const refusal = (() => {
      try {
        buildStepModule(raw);
      } catch (error) {
        return error;
      }
    })() as UnservableSchemaError;
    expect(refusal).toBeInstanceOf(UnservableSchemaError);
    expect(refusal.path).toBe('/definitions/node/oneOf');
    expect(refusal.message).toContain('/definitions/node/properties/children/items');
    expect(refusal.fix).toMatch(/remove the "oneOf"/);
  });
});
