import type { FlowManifest } from '../flow/types.ts';
import type { JsonObject, JsonValue } from '../schema/splitSchema.ts';
import { pointerKey } from './problem.ts';

/** A text position's value, a copy key or text as written (shared/i18n/schemaTexts.ts). */
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

/** The texts RJSF reads from ui:options as from the ui:* keys of the same name. */
const UI_OPTION_TEXTS = new Set(['title', 'description', 'placeholder', 'help']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function uiOptionUses(options: JsonObject, path: string, into: KeyUse[]): void {
  for (const [name, value] of Object.entries(options)) {
    const here = `${path}/${pointerKey(name)}`;
    if (UI_OPTION_TEXTS.has(name) && typeof value === 'string')
      into.push({ key: value, path: here });
    else if (name === 'enumNames') enumNameUses(value, here, into);
  }
}

function errorMessageKeys(value: JsonValue, path: string, into: KeyUse[]): void {
  if (typeof value === 'string') into.push({ key: value, path });
  else if (isObject(value))
    for (const [k, v] of Object.entries(value))
      errorMessageKeys(v, `${path}/${pointerKey(k)}`, into);
}

function enumNameUses(value: JsonValue, path: string, into: KeyUse[]): void {
  // RJSF takes ui:enumNames as a list in the enum's order, or as an object keyed by option value.
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : isObject(value)
      ? Object.entries(value)
      : [];
  for (const [at, name] of entries)
    if (typeof name === 'string') into.push({ key: name, path: `${path}/${pointerKey(at)}` });
}

/**
 * Every text a step or form schema shows, a copy key or text as written: titles, descriptions,
 * ui copy and error messages, wherever they are (options of oneOf, $defs, dependencies, items).
 */
export function schemaMessageKeys(schema: JsonValue, path = ''): KeyUse[] {
  const found: KeyUse[] = [];
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${pointerKey(key)}`;
      if (KEY_PROPERTIES.has(key) && typeof value === 'string')
        found.push({ key: value, path: here });
      else if (key === 'ui:enumNames') enumNameUses(value, here, found);
      else if (key === 'ui:options' && isObject(value)) uiOptionUses(value, here, found);
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
