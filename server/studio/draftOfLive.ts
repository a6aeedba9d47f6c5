import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkConfig } from '../../shared/config/checkConfig';
import { META_SCHEMA_FILES } from '../../shared/config/checks/metaSchema';
import { brandConfigOf, type ConfigFiles } from '../config/store/repositoryFiles';
import { configFilesOf, liveConfigVersion } from '../config/store/versions';
import { recaptchaConfigured } from '../security/botCheck';
import { brandFilesOnly } from '../../shared/contract/operatorRoles';
import { botCheckEditProblems } from './botCheckEdit';
import { assertWithinBrandFiles } from './brandOwnerScope';
import { missingAssetProblems } from './missingAssetProblems';
import type { SignedInOperator } from './operators';
import { versionConflict } from './versionConflict';

/** An operator's edit of the live version, as the Studio sends it to check, preview or publish. */
export interface DraftBody {
  /** The live version the edit started from: a publish since then is a conflict, not overwritten. */
  basedOn: string;
  note?: string;
  /** Path → the file's new text, or null to remove it. */
  files: Record<string, string | null>;
}

const MAX_FILE_CHARS = 200_000;

/**
 * What the Studio's draft routes share: the body's JSON Schema (only the brand's editable files),
 * and `draftOf`, the live version with the edit laid over it and what the one configuration
 * checker (the same as `npm run check:config`, the build and the server's start) finds in it.
 */
export function draftChecker(app: FastifyInstance) {
  const { db, brand, config } = app;
  const recaptcha = recaptchaConfigured(config);
  // What a brand's configuration may hold; the meta-schemas it is checked against are code.
  const editable = `^(brands/${brand.id}/(brand\\.json|locales/[a-z]{2}(-[A-Z]{2})?\\.json)|brands/default/locales/[a-z]{2}(-[A-Z]{2})?\\.json|schemas/(flows|steps|forms)/[a-z][a-z0-9_-]{0,63}\\.json)$`;
  const metaSchemas = Object.values(META_SCHEMA_FILES).map(
    (file) => [file, readFileSync(join(config.rootDir, file), 'utf8')] as const,
  );

  const draftProperties = {
    basedOn: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
    note: { type: 'string', maxLength: 500 },
    files: {
      type: 'object',
      minProperties: 1,
      maxProperties: 100,
      propertyNames: { pattern: editable },
      additionalProperties: {
        anyOf: [{ type: 'string', maxLength: MAX_FILE_CHARS }, { type: 'null' }],
      },
    },
  } as const;

  /**
   * The live version with the edit laid over it, what the checker finds, and the flow's steps. A
   * brand owner's edit must keep to the brand's files (403 otherwise).
   */
  async function draftOf(body: DraftBody, operator: SignedInOperator) {
    const live = await liveConfigVersion(db, brand.id);
    if (!live || live.id !== body.basedOn) throw await versionConflict(db, live);
    const liveFiles = await configFilesOf(db, live.id);
    if (brandFilesOnly(operator.role)) assertWithinBrandFiles(liveFiles, body.files, brand.id);
    const files = new Map(liveFiles);
    for (const [path, text] of Object.entries(body.files)) {
      if (text === null) files.delete(path);
      else files.set(path, text);
    }
    const checked = checkConfig(new Map([...metaSchemas, ...brandConfigOf(files, brand.id)]));
    const problems = [
      ...checked.problems,
      ...botCheckEditProblems(liveFiles, files, brand.id, recaptcha),
      ...(await missingAssetProblems(db, body.files)),
    ];
    const flowName = checked.brands.get(brand.id)?.flow;
    const flowSteps =
      (flowName && checked.flows.get(flowName)?.flow.steps.map((step) => step.name)) || [];
    return { live, files: files as ConfigFiles, problems, flowSteps };
  }

  return { draftProperties, draftOf };
}
