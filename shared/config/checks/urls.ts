import type { FlowManifest } from '../../flow/types.ts';
import type { JsonValue } from '../../schema/splitSchema.ts';
import type { BrandManifest } from '../brandManifest.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

/** Keys under a step's or form's ui:* options whose value the page loads as an address. */
const URL_OPTIONS: readonly string[] = ['image', 'imagePath'];

const FIX =
  'use an https:// URL, a path on this site starting with one / (e.g. /posters/payment.svg), or a path under the brand folder (e.g. assets/logo.svg)';

/**
 * Why the page may not load `value` as an image or link, or null when it may: an absolute https
 * URL, a path on this site (/posters/a.svg, not //host), or a relative asset path (assets/logo.svg).
 * Browsers drop control characters and read a backslash as a slash, so neither may hide a scheme
 * or a host.
 */
function unsafeUrlReason(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  if (/[\u0000-\u001f\u007f\\]/.test(value))
    return 'it holds a control character or a backslash, which browsers drop or read as a slash';
  if (value.trim() !== value) return 'it starts or ends with a space';
  if (value.startsWith('//')) return 'it starts with //, which leads to another site';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1];
  if (scheme === undefined) return null;
  if (scheme.toLowerCase() !== 'https')
    return `it is a ${scheme}: address, and only https addresses and paths on this site are loaded`;
  return URL.canParse(value) ? null : 'it is not a valid https URL';
}

function problemAt(file: string, path: string, value: string): ConfigProblem | null {
  const reason = unsafeUrlReason(value);
  if (reason === null) return null;
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return {
    file,
    path,
    rule: 'safe-url',
    message: `${JSON.stringify(shown)} cannot be used as an address: ${reason}`,
    fix: FIX,
  };
}

const found = (problems: (ConfigProblem | null)[]) =>
  problems.filter((p): p is ConfigProblem => p !== null);

/** The brand's logo and favicon. */
export function checkBrandUrls(file: string, brand: BrandManifest): ConfigProblem[] {
  return found([problemAt(file, '/logo', brand.logo), problemAt(file, '/favicon', brand.favicon)]);
}

/** Each step's poster image. */
export function checkFlowUrls(file: string, flow: FlowManifest): ConfigProblem[] {
  return found(
    flow.steps.map((step, i) =>
      step.poster ? problemAt(file, `/steps/${i}/poster/image`, step.poster.image) : null,
    ),
  );
}

/** Images a step's or form's ui:* options name (use-case cards, theme pictures). */
export function checkSchemaUrls(file: string, schema: JsonValue): ConfigProblem[] {
  const problems: (ConfigProblem | null)[] = [];
  const walk = (node: JsonValue, at: string, inUi: boolean) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`, inUi));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const path = `${at}/${pointerKey(key)}`;
      if (inUi && URL_OPTIONS.includes(key) && typeof value === 'string')
        problems.push(problemAt(file, path, value));
      else walk(value, path, inUi || key.startsWith('ui:'));
    }
  };
  walk(schema, '', false);
  return found(problems);
}
