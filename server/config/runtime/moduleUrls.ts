import { createHash } from 'node:crypto';
import type { SchemaKind } from './flowConfig';
import { buildStepModule } from '../../../shared/schema/stepModule';
import { minifierFormat } from './servedModule';

/**
 * What a served module's code depends on besides its version's files: the validator compiler and
 * the module's shape, read off the module built for a probe schema that uses every helper, and the
 * minifier's version and options. A deploy that changes any of them changes the URLs, so no page
 * runs a cached module built for another.
 */
function computeModuleFormat(): string {
  const probe = buildStepModule({
    type: 'object',
    required: ['a'],
    properties: {
      a: { type: 'string', minLength: 1, format: 'uri' },
      b: { type: 'array', uniqueItems: true, items: { type: 'object' } },
    },
    errorMessage: { required: { a: 'probe' } },
  });
  return createHash('sha256')
    .update(probe.source)
    .update(minifierFormat)
    .digest('hex')
    .slice(0, 12);
}
/** The module format of this deploy, computed once. */
let format: string | undefined;
export function moduleFormat(): string {
  format ??= computeModuleFormat();
  return format;
}

/** Where a published version's start-up config and modules are served. */
export function versionBase(apiBase: string, versionId: string): string {
  return `${apiBase}/config/${versionId}`;
}

/** A step's or form's compiled module under a version's (or a draft's) base. */
export function schemaModuleUrl(base: string, kind: SchemaKind, name: string): string {
  return `${base}/${moduleFormat()}/${kind}/${name}.js`;
}
