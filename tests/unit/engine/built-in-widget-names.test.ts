import { getWidget, type RJSFSchema, type Widget } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { needsLaterBuiltIns } from '../../../shared/schema/needsLaterBuiltIns';
import standInWidgets from '../../../src/standIns/rjsf/widgets';
import { BUILT_IN_WIDGETS, RJSF_WIDGETS_BY_TYPE } from '../../../shared/schema/rendererNames';

// The registry's widgets as the build has them: the later ones are stand-ins loading their chunk.
const registered = standInWidgets();
const SCHEMAS: RJSFSchema[] = [
  { type: 'string' },
  { type: 'number' },
  { type: 'integer' },
  { type: 'boolean' },
  { type: 'array', items: { type: 'string' } },
];

/** The registry's widget RJSF shows for a name, for the first field type it has one for. */
function builtInFor(name: string): Widget | undefined {
  for (const schema of SCHEMAS) {
    try {
      const shown = getWidget(schema, name, registered);
      // getWidget hands back a wrapper it keeps on the registry's widget.
      return Object.values(registered).find(
        (widget) => (widget as { MergedWidget?: unknown }).MergedWidget === shown,
      );
    } catch {
      // No widget of that name for this type: try the next.
    }
  }
  return undefined;
}

describe("RJSF's own widget names, as the config checker and the engine know them", () => {
  it.each(BUILT_IN_WIDGETS)('"%s" is a name RJSF shows a widget for', (name) => {
    expect(builtInFor(name)).toBeDefined();
  });

  it('loads the later built-ins before a form names a widget that is one of them, and only then', () => {
    for (const name of BUILT_IN_WIDGETS) {
      const isLater = (builtInFor(name) as { displayName?: string }).displayName?.startsWith(
        'Lazy',
      );
      const needs = needsLaterBuiltIns({ type: 'object' }, { widgets: [name], fields: [] });
      expect(needs, name).toBe(Boolean(isLater));
    }
  });

  it.each(SCHEMAS)(
    "takes a short name on a field of type $type exactly when the checker's map has it",
    (schema) => {
      const shortNames = [...new Set(Object.values(RJSF_WIDGETS_BY_TYPE).flat())];
      const shown = shortNames.filter((name) => {
        try {
          return Boolean(getWidget(schema, name, registered));
        } catch {
          return false;
        }
      });
      expect(shown.sort()).toEqual([...RJSF_WIDGETS_BY_TYPE[schema.type as string]!].sort());
    },
  );
});
