import type { FlowManifest } from '../../../shared/flow/types';

/** A configuration version's files: repository path → the file's JSON text. */
export type ConfigFileTexts = Readonly<Record<string, string>>;

export type JsonObject = Record<string, unknown>;

const BRAND_FILE = /^brands\/([^/]+)\/brand\.json$/;

/** The brand's manifest among a version's files: a version holds one brand's configuration. */
export function brandFileOf(files: ConfigFileTexts): string | undefined {
  return Object.keys(files).find((path) => BRAND_FILE.test(path));
}

export function brandIdOf(files: ConfigFileTexts): string | undefined {
  const file = brandFileOf(files);
  return file ? BRAND_FILE.exec(file)![1] : undefined;
}

export const flowFileOf = (flowName: string) => `schemas/flows/${flowName}.json`;
export const stepFileOf = (schemaFile: string) => `schemas/steps/${schemaFile}`;

/** The parsed JSON object of a file, or undefined while its text is not a JSON object. */
export function parseObject(text: string | undefined): JsonObject | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JsonObject)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Files written by the Studio: two-space JSON ending in a newline, as the repository keeps them. */
export function formatJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The flow the brand's manifest names, with its file path, once both parse. */
export function brandFlowOf(
  files: ConfigFileTexts,
): { brandFile: string; flowFile: string; flow: FlowManifest; brand: JsonObject } | undefined {
  const brandFile = brandFileOf(files);
  const brand = brandFile ? parseObject(files[brandFile]) : undefined;
  if (!brandFile || !brand || typeof brand.flow !== 'string') return undefined;
  const flowFile = flowFileOf(brand.flow);
  const flow = parseObject(files[flowFile]) as FlowManifest | undefined;
  if (!flow || !Array.isArray(flow.steps)) return undefined;
  return { brandFile, flowFile, flow, brand };
}
