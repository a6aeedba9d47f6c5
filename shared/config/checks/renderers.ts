import { BUILT_IN_WIDGETS, FIELD_NAMES, WIDGET_NAMES } from '../../schema/rendererNames.ts';
import type { JsonValue } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

const WIDGETS: readonly string[] = [...BUILT_IN_WIDGETS, ...WIDGET_NAMES];
const FIELDS: readonly string[] = FIELD_NAMES;

/** RJSF's switches for markdown in descriptions and help, which the build leaves out (rjsfPlainMarkdownPlugin). */
const MARKDOWN_OPTIONS: readonly string[] = [
  'ui:enableMarkdownInDescription',
  'enableMarkdownInDescription',
  'ui:enableMarkdownInHelp',
  'enableMarkdownInHelp',
];

/**
 * Every ui:widget and ui:field names a registered renderer: an unknown one leaves the step without
 * its form or buttons. No markdown switch is on.
 */
export function checkRenderers(file: string, schema: JsonValue): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const path = `${at}/${pointerKey(key)}`;
      if (MARKDOWN_OPTIONS.includes(key) && value === true) {
        problems.push({
          file,
          path,
          rule: 'markdown-not-rendered',
          message:
            'descriptions are shown as plain text: the app carries no markdown renderer, so markdown would show its marks',
          fix: `remove "${key}" and write the copy as plain text`,
        });
        continue;
      }
      const [kind, known] =
        key === 'ui:widget' ? ['widget', WIDGETS] : key === 'ui:field' ? ['field', FIELDS] : [];
      if (kind && typeof value === 'string' && !known!.includes(value))
        problems.push({
          file,
          path,
          rule: `${kind}-registered`,
          message: `no ${kind} is registered under the name "${value}", so the step would render without it`,
          fix: `use one of: ${known!.join(', ')}; or register "${value}" in shared/schema/rendererNames.ts and renderers/registry.ts`,
        });
      else walk(value, path);
    }
  };
  walk(schema, '');
  return problems;
}
