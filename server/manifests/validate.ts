import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** One thing wrong with a manifest: which file, where inside it, which rule, and how to fix it. */
export interface ManifestProblem {
  file: string;
  path: string;
  rule: string;
  fix: string;
}

export type ManifestKind = 'brand' | 'flow' | 'step';

const META_SCHEMA_FILES: Record<ManifestKind, string> = {
  brand: 'schemas/meta/brand.schema.json',
  flow: 'schemas/meta/flow.schema.json',
  step: 'schemas/meta/step.schema.json',
};

function describe(error: ErrorObject): { path: string; rule: string; fix: string } {
  const path = error.instancePath || '/';
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty);
      return {
        path: `${path === '/' ? '' : path}/${missing}`,
        rule: 'required',
        fix: `add the property "${missing}"`,
      };
    }
    case 'additionalProperties': {
      const extra = String(error.params.additionalProperty);
      return {
        path: `${path === '/' ? '' : path}/${extra}`,
        rule: 'additionalProperties',
        fix: `remove "${extra}" or correct its spelling`,
      };
    }
    case 'enum':
      return {
        path,
        rule: 'enum',
        fix: `use one of: ${(error.params.allowedValues as unknown[]).join(', ')}`,
      };
    default:
      return { path, rule: error.keyword, fix: error.message ?? 'correct the value' };
  }
}

export class ManifestValidator {
  private readonly validators = new Map<ManifestKind, ValidateFunction>();

  constructor(private readonly rootDir: string) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const [kind, file] of Object.entries(META_SCHEMA_FILES) as [ManifestKind, string][]) {
      const schema = JSON.parse(readFileSync(join(rootDir, file), 'utf8')) as object;
      this.validators.set(kind, ajv.compile(schema));
    }
  }

  validate(kind: ManifestKind, absoluteFile: string, data: unknown): ManifestProblem[] {
    const validator = this.validators.get(kind)!;
    if (validator(data)) return [];
    const file = relative(this.rootDir, absoluteFile);
    return (validator.errors ?? []).map((e) => ({ file, ...describe(e) }));
  }
}

export function formatProblem(p: ManifestProblem): string {
  return `${p.file} at ${p.path}: breaks rule "${p.rule}"; fix: ${p.fix}`;
}

/** Reads a JSON file, turning a syntax error into a problem that names the file. */
export function readJsonFile(
  rootDir: string,
  absoluteFile: string,
): { data?: unknown; problem?: ManifestProblem } {
  try {
    return { data: JSON.parse(readFileSync(absoluteFile, 'utf8')) as unknown };
  } catch (error) {
    const file = relative(rootDir, absoluteFile);
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: { file, path: '/', rule: 'json', fix: `make it valid JSON (${reason})` } };
  }
}
