import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { pointerKey, type ConfigProblem } from '../problem.ts';

export type ManifestKind = 'brand' | 'flow' | 'step';

export const META_SCHEMA_FILES: Record<ManifestKind, string> = {
  brand: 'schemas/meta/brand.schema.json',
  flow: 'schemas/meta/flow.schema.json',
  step: 'schemas/meta/step.schema.json',
};

/** A value as the operator wrote it, shortened so that a long one does not drown the message. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** What a JSON type is called in a message, and how to write one. */
const TYPE_WORDS: Record<string, { is: string; wanted: string; example: string }> = {
  object: {
    is: 'an object',
    wanted: 'an object ({ ... })',
    example: 'an object in braces, { ... }',
  },
  array: { is: 'a list', wanted: 'a list ([ ... ])', example: 'a list in brackets, [ ... ]' },
  string: { is: 'a text', wanted: 'a text in quotes', example: 'a text in double quotes, "..."' },
  number: { is: 'a number', wanted: 'a number', example: 'a number, such as 12, without quotes' },
  integer: {
    is: 'a number',
    wanted: 'a whole number',
    example: 'a whole number, such as 12, without quotes',
  },
  boolean: {
    is: 'true or false',
    wanted: 'true or false',
    example: 'true or false, without quotes',
  },
  null: { is: 'null', wanted: 'null', example: 'null' },
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** What a JSON pointer ends at: a property in quotes, an entry of a list, or the whole file. */
function subject(pointer: string): string {
  if (pointer === '') return 'the file';
  const [parent, last] = [pointer.slice(0, pointer.lastIndexOf('/')), pointer.split('/').pop()!];
  if (/^\d+$/.test(last)) return `entry ${last} of ${subject(parent)}`;
  return `"${last.replace(/~1/g, '/').replace(/~0/g, '~')}"`;
}

/** The meta-schema's own description of what a setting holds, as the end of a fix. */
function described(schema: unknown): string {
  const text = (schema as { description?: unknown } | undefined)?.description;
  if (typeof text !== 'string') return '';
  // "Bare host ..." reads on after the colon as "bare host ..."; "CSS ..." stays as it is.
  return `: ${/^[A-Z](?![A-Z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text}`;
}

/**
 * A meta-schema error in the operator's words: what is wrong, and what to write instead (from the
 * meta-schema's own descriptions), never Ajv's wording or a regular expression.
 */
function describe(error: ErrorObject, kind: ManifestKind): Omit<ConfigProblem, 'file'> {
  const path = error.instancePath;
  const what = subject(path);
  const rule = error.keyword;
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema;
  switch (rule) {
    case 'required': {
      const missing = String(params.missingProperty);
      const properties = (schema?.properties ?? {}) as Record<string, unknown>;
      return {
        path: `${path}/${pointerKey(missing)}`,
        rule,
        message: `"${missing}" is missing`,
        fix: `add "${missing}"${described(properties[missing])}`,
      };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const known = Object.keys((schema?.properties ?? {}) as object);
      return {
        path: `${path}/${pointerKey(extra)}`,
        rule,
        message: `"${extra}" is not a setting this file knows`,
        fix: `remove "${extra}" or correct its spelling${known.length > 0 ? `; the settings here are: ${known.map((k) => `"${k}"`).join(', ')}` : ''}`,
      };
    }
    case 'enum':
      return {
        path,
        rule,
        message: `${what} cannot be ${shown(error.data)}`,
        fix: `write one of: ${(params.allowedValues as unknown[]).map(shown).join(', ')}`,
      };
    case 'const':
      return {
        path,
        rule,
        message: `${what} cannot be ${shown(error.data)}`,
        fix: `write ${shown(params.allowedValue)}${described(schema)}`,
      };
    case 'type': {
      const wanted = String(params.type).split(',');
      return {
        path,
        rule,
        message: `${what} is ${TYPE_WORDS[typeOf(error.data)]?.is ?? typeOf(error.data)}, but must be ${wanted.map((t) => TYPE_WORDS[t]?.wanted ?? t).join(' or ')}`,
        fix: `write ${wanted.map((t) => TYPE_WORDS[t]?.example ?? t).join(', or ')}${described(schema)}`,
      };
    }
    case 'pattern':
    case 'format':
      return {
        path,
        rule,
        message: `${what} is not written as it must be: ${shown(error.data)}`,
        fix: `write it as described${described(schema) || ` in ${META_SCHEMA_FILES[kind]}`}`,
      };
    case 'propertyNames': {
      const name = String(params.propertyName);
      return {
        path: `${path}/${pointerKey(name)}`,
        rule,
        message: `the name "${name}" is not written as it must be`,
        fix: `rename it${described(schema?.propertyNames) || described(schema)}`,
      };
    }
    case 'minLength':
    case 'maxLength': {
      const limit = Number(params.limit);
      const tooShort = rule === 'minLength';
      return {
        path,
        rule,
        message:
          tooShort && limit === 1
            ? `${what} is empty`
            : `${what} is ${tooShort ? 'shorter' : 'longer'} than ${limit} characters`,
        fix: `write ${tooShort ? 'at least' : 'at most'} ${limit} character${limit === 1 ? '' : 's'}${described(schema)}`,
      };
    }
    case 'minimum':
    case 'maximum': {
      const limit = Number(params.limit);
      const low = rule === 'minimum';
      return {
        path,
        rule,
        message: `${what} is ${shown(error.data)}, ${low ? 'less' : 'more'} than the ${low ? 'smallest' : 'largest'} allowed, ${limit}`,
        fix: `write a number of ${low ? 'at least' : 'at most'} ${limit}`,
      };
    }
    case 'minItems':
    case 'maxItems': {
      const limit = Number(params.limit);
      const few = rule === 'minItems';
      return {
        path,
        rule,
        message: `${what} has ${(error.data as unknown[]).length} entries; it needs ${few ? 'at least' : 'at most'} ${limit}`,
        fix: `list ${few ? 'at least' : 'at most'} ${limit}${described(schema)}`,
      };
    }
    case 'uniqueItems': {
      const [j, i] = [Number(params.j), Number(params.i)];
      return {
        path,
        rule,
        message: `${what} lists ${shown((error.data as unknown[])[i])} twice (entries ${j} and ${i})`,
        fix: 'remove one of the two',
      };
    }
    case 'oneOf':
    case 'anyOf':
      return {
        path,
        rule,
        message: `${what} is not one of the forms allowed here: ${shown(error.data)}`,
        fix: `write it in one of the forms allowed${described(schema)}`,
      };
    default:
      return {
        path,
        rule,
        message: `${what} breaks the meta-schema's rule "${rule}": ${shown(error.data)}`,
        fix: `correct it${described(schema)}`,
      };
  }
}

/**
 * The errors that say something of their own. Ajv also reports why each form of a oneOf/anyOf did
 * not fit the value; the oneOf's one refusal says it better (a text, or { "step": ... }). Errors
 * deeper inside a form reached through a $ref (a step name written wrongly) are kept: they point
 * at the mistake.
 */
function errorsOfTheirOwn(errors: ErrorObject[]): ErrorObject[] {
  const choices = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf');
  return errors.filter(
    (e) =>
      // A wrongly written key is reported by its propertyNames error, at the key.
      e.propertyName === undefined &&
      !choices.some(
        (choice) =>
          e !== choice &&
          (e.instancePath === choice.instancePath ||
            (e.schemaPath.startsWith(`${choice.schemaPath}/`) &&
              e.instancePath.startsWith(choice.instancePath))),
      ),
  );
}

/** Checks brand, flow and step manifests against the meta-schemas in schemas/meta. */
export class ManifestValidator {
  private readonly validators = new Map<ManifestKind, ValidateFunction>();

  constructor(metaSchemas: Record<ManifestKind, object>) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
    addFormats(ajv);
    for (const [kind, schema] of Object.entries(metaSchemas) as [ManifestKind, object][]) {
      this.validators.set(kind, ajv.compile(schema));
    }
  }

  validate(kind: ManifestKind, file: string, data: unknown): ConfigProblem[] {
    const validator = this.validators.get(kind)!;
    if (validator(data)) return [];
    return errorsOfTheirOwn(validator.errors ?? []).map((e) => ({ file, ...describe(e, kind) }));
  }
}
