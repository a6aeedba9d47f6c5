import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ConfigProblem } from '../problem.ts';

export type ManifestKind = 'brand' | 'flow' | 'step';

export const META_SCHEMA_FILES: Record<ManifestKind, string> = {
  brand: 'schemas/meta/brand.schema.json',
  flow: 'schemas/meta/flow.schema.json',
  step: 'schemas/meta/step.schema.json',
};

function describe(error: ErrorObject): Omit<ConfigProblem, 'file'> {
  const path = error.instancePath;
  const message = error.message ?? `breaks "${error.keyword}"`;
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty);
      return {
        path: `${path}/${missing}`,
        rule: 'required',
        message,
        fix: `add the property "${missing}"`,
      };
    }
    case 'additionalProperties': {
      const extra = String(error.params.additionalProperty);
      return {
        path: `${path}/${extra}`,
        rule: 'additionalProperties',
        message: `"${extra}" is not a known property`,
        fix: `remove "${extra}" or correct its spelling`,
      };
    }
    case 'enum':
      return {
        path,
        rule: 'enum',
        message,
        fix: `use one of: ${(error.params.allowedValues as unknown[]).join(', ')}`,
      };
    default:
      return { path, rule: error.keyword, message, fix: `correct the value: it ${message}` };
  }
}

/** Checks brand, flow and step manifests against the meta-schemas in schemas/meta. */
export class ManifestValidator {
  private readonly validators = new Map<ManifestKind, ValidateFunction>();

  constructor(metaSchemas: Record<ManifestKind, object>) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const [kind, schema] of Object.entries(metaSchemas) as [ManifestKind, object][]) {
      this.validators.set(kind, ajv.compile(schema));
    }
  }

  validate(kind: ManifestKind, file: string, data: unknown): ConfigProblem[] {
    const validator = this.validators.get(kind)!;
    if (validator(data)) return [];
    return (validator.errors ?? []).map((e) => ({ file, ...describe(e) }));
  }
}
