import type { FlowManifest } from '../flow/types.ts';
import type { JsonObject, JsonValue } from '../schema/splitSchema.ts';

export interface KeyUse {
  key: string;
  /** JSON pointer inside the file where the key is named. */
  path: string;
}

const KEY_PROPERTIES = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:placeholder',
  'ui:help',
]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorMessageKeys(value: JsonValue, path: string, into: KeyUse[]): void {
  if (typeof value === 'string') into.push({ key: value, path });
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) errorMessageKeys(v, `${path}/${k}`, into);
}

/** Every i18n key a step or form schema names: titles, descriptions, ui copy and error messages. */
export function schemaMessageKeys(schema: JsonValue, path = ''): KeyUse[] {
  const found: KeyUse[] = [];
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${key}`;
      if (KEY_PROPERTIES.has(key) && typeof value === 'string')
        found.push({ key: value, path: here });
      else if (key === 'ui:enumNames' && Array.isArray(value))
        value.forEach(
          (v, i) => typeof v === 'string' && found.push({ key: v, path: `${here}/${i}` }),
        );
      else if (key === 'errorMessage') errorMessageKeys(value, here, found);
      else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples')
        walk(value, here);
    }
  };
  walk(schema, path);
  return found;
}

/** Every i18n key a flow manifest names: posters, side panels, button labels. */
export function flowMessageKeys(flow: FlowManifest): KeyUse[] {
  return flow.steps.flatMap((step, i) => {
    const at = `/steps/${i}`;
    const uses: KeyUse[] = [];
    if (step.poster) uses.push({ key: step.poster.titleKey, path: `${at}/poster/titleKey` });
    if (step.poster?.textKey) uses.push({ key: step.poster.textKey, path: `${at}/poster/textKey` });
    if (step.sidePanel)
      uses.push({ key: step.sidePanel.titleKey, path: `${at}/sidePanel/titleKey` });
    if (step.sidePanel?.textKey)
      uses.push({ key: step.sidePanel.textKey, path: `${at}/sidePanel/textKey` });
    if (step.nextLabelKey) uses.push({ key: step.nextLabelKey, path: `${at}/nextLabelKey` });
    if (step.submit?.fallbackErrorKey)
      uses.push({ key: step.submit.fallbackErrorKey, path: `${at}/submit/fallbackErrorKey` });
    return uses;
  });
}
