import { expect } from 'vitest';
import { join } from 'node:path';
import { checkConfig } from '../../../shared/config/checkConfig';
import type { ConfigProblem } from '../../../shared/config/problem';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';

export const repoRoot = join(__dirname, '../../..');
const shipped = readConfigDocuments(repoRoot);

type Json = Record<string, unknown>;
export type Steps = { steps: Json[] };

/** The repository's documents with `file` replaced by `edit` of its parsed JSON (or by raw text). */
export function editedDocuments(
  file: string,
  edit: ((json: Json) => void) | string,
): Map<string, string> {
  const documents = new Map(shipped);
  if (typeof edit === 'string') return documents.set(file, edit);
  const json = JSON.parse(shipped.get(file)!) as Json;
  edit(json);
  return documents.set(file, JSON.stringify(json));
}

/** The problems the checker finds in the repository's documents once `file` is edited. */
export function problemsAfter(
  file: string,
  edit: ((json: Json) => void) | string,
): ConfigProblem[] {
  return checkConfig(editedDocuments(file, edit)).problems;
}

/** The problem's file, JSON path and rule, to compare with expect(...).toContainEqual. */
export const at = (file: string, path: string, rule: string) =>
  expect.objectContaining({ file, path, rule }) as unknown as ConfigProblem;

/** The steps of a flow manifest, and a step by name. */
export const stepsOf = (json: Json) => (json as unknown as Steps).steps;
export const stepNamed = (json: Json, name: string) => stepsOf(json).find((s) => s.name === name)!;
