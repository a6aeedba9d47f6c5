import type { JsonValue } from '../../schema/splitSchema.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

// Values and messages, not subschemas: a default that happens to hold {"format": "password"} is data.
const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);

/** RJSF's names of its password widget (ui:widget, or ui:options' widget). */
const PASSWORD_WIDGETS = ['password', 'PasswordWidget'];

/** Where in a schema node it asks for a secret: its format or its widget, as a path under `at`. */
function secretAsked(node: Record<string, JsonValue>, at: string): string | undefined {
  if (node.format === 'password') return `${at}/format`;
  const widget = node['ui:widget'];
  if (typeof widget === 'string' && PASSWORD_WIDGETS.includes(widget)) return `${at}/ui:widget`;
  const options = node['ui:options'];
  if (
    isObject(options) &&
    typeof options.widget === 'string' &&
    PASSWORD_WIDGETS.includes(options.widget)
  )
    return `${at}/ui:options/widget`;
  return undefined;
}

/**
 * No step asks for a secret: a step's answers are stored as written with the user's data and sent
 * back to the browser on every load, so a password there would be kept and shown in plain text.
 * (The signup and login forms in schemas/forms send theirs to the account, which keeps a hash.)
 */
export function checkSecrets(file: string, schema: JsonValue): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const walk = (node: JsonValue, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!isObject(node)) return;
    const path = secretAsked(node, at);
    if (path !== undefined)
      problems.push({
        file,
        path,
        rule: 'no-secrets',
        message:
          "this field asks for a password, but a step's answers are stored as written and sent back to the browser whenever the wizard loads, so the password would be kept and shown in plain text",
        fix: "remove the field, or make it an ordinary text field if its answer is not a secret; a password or key for another service belongs in that service, where the owner enters it themselves (the account's own password is set by the signup form)",
      });
    for (const [key, value] of Object.entries(node))
      if (!NOT_SCHEMAS.has(key) && !key.startsWith('ui:')) walk(value, `${at}/${pointerKey(key)}`);
  };
  walk(schema, '');
  return problems;
}
