import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ScheduledPublishState } from '../../db/schema';
import type {
  ConfigVersion as PublishedVersion,
  LiveChangeKind,
} from '../../../shared/contract/studio';
import type { ConfigFiles } from './repositoryFiles';

/** The channel a publish or a rollback is announced on, with `{brand}:{versionId}` as payload. */
export const CONFIG_CHANNEL = 'config_published';

/** Who seeds the first version of a brand from the repository's files. */
export const REPOSITORY_PUBLISHER = 'repository';

/** A version as stored: the contract's, with its date (JSON writes it as ISO 8601). */
export interface ConfigVersion extends Omit<PublishedVersion, 'publishedAt'> {
  publishedAt: Date;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function toVersion(row: {
  id: string;
  brand: string;
  number: number;
  based_on: string | null;
  note: string;
  published_by: string;
  published_at: Date;
}): ConfigVersion {
  return {
    id: String(row.id),
    brand: row.brand,
    number: row.number,
    basedOn: row.based_on === null ? null : String(row.based_on),
    note: row.note,
    publishedBy: row.published_by,
    publishedAt: row.published_at,
  };
}

/** Stores each file's text once, by its hash. */
async function storeDocuments(
  trx: Transaction<DB>,
  files: ConfigFiles,
): Promise<{ path: string; hash: string }[]> {
  const documents = [...files].map(([path, body]) => ({ path, body, hash: hashOf(body) }));
  if (documents.length > 0) {
    await trx
      .insertInto('config_documents')
      .values(documents.map(({ hash, body }) => ({ hash, body })))
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  }
  return documents.map(({ path, hash }) => ({ path, hash }));
}

/** The tables listing the files of a version, a draft or a scheduled publish: the row's column. */
const FILE_LISTS = {
  config_version_files: 'version_id',
  config_draft_files: 'draft_id',
  config_scheduled_publish_files: 'scheduled_id',
} as const;

/**
 * Stores a row that has files, in the caller's transaction: each file's text once (by hash), the
 * row (`insertRow`), then, in `fileList`, which files are the row's.
 */
async function insertWithFiles<Row extends { id: string }>(
  trx: Transaction<DB>,
  files: ConfigFiles,
  fileList: keyof typeof FILE_LISTS,
  insertRow: () => Promise<Row>,
): Promise<Row> {
  const documents = await storeDocuments(trx, files);
  const row = await insertRow();
  if (documents.length > 0)
    await trx
      .insertInto(fileList)
      .values(documents.map((d) => ({ [FILE_LISTS[fileList]]: row.id, ...d })))
      .execute();
  return row;
}

async function setBaseline(
  trx: Transaction<DB>,
  brand: string,
  documents: { path: string; hash: string }[],
): Promise<void> {
  await trx.deleteFrom('config_baselines').where('brand', '=', brand).execute();
  if (documents.length > 0)
    await trx
      .insertInto('config_baselines')
      .values(documents.map((d) => ({ brand, ...d })))
      .execute();
}

/** The repository's files as last deployed to the brand (empty before the first start). */
export async function configBaselineOf(db: Kysely<DB>, brand: string): Promise<ConfigFiles> {
  const rows = await db
    .selectFrom('config_baselines')
    .innerJoin('config_documents', 'config_documents.hash', 'config_baselines.hash')
    .select(['config_baselines.path', 'config_documents.body'])
    .where('config_baselines.brand', '=', brand)
    .orderBy('config_baselines.path')
    .execute();
  return new Map(rows.map((row) => [row.path, row.body]));
}

/** Records the repository's files as deployed without a new version (nothing changed for the brand). */
export async function recordConfigBaseline(
  db: Kysely<DB>,
  brand: string,
  files: ConfigFiles,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setBaseline(trx, brand, await storeDocuments(trx, files));
  });
}

async function announce(trx: Transaction<DB>, brand: string, versionId: string): Promise<void> {
  // Delivered when the transaction commits, to every server listening on the database.
  await sql`SELECT pg_notify(${CONFIG_CHANNEL}, ${`${brand}:${versionId}`})`.execute(trx);
}

/**
 * One switch of the brand's live version at a time, until the transaction ends: version numbers
 * never collide, and each recorded change replaces the one before it (a publish and a rollback at
 * once would both read the same live version).
 */
async function lockBrandConfig(trx: Transaction<DB>, brand: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`config:${brand}`}))`.execute(trx);
}

async function setLive(
  trx: Transaction<DB>,
  brand: string,
  versionId: string,
  by: string,
  kind: LiveChangeKind,
) {
  const previous = await liveConfigVersionId(trx, brand);
  // Making the live version live again (a stale rollback, an experiment's winner that already
  // was) changes nothing, so the timeline does not mark it.
  if (previous !== versionId)
    await trx
      .insertInto('config_live_changes')
      .values({
        brand,
        version_id: versionId,
        previous_version_id: previous,
        kind,
        changed_by: by,
        // When the switch happened under the lock, not when its transaction began: the timeline's
        // order is the order the switches were made in.
        changed_at: sql<Date>`clock_timestamp()`,
      })
      .execute();
  await trx
    .insertInto('config_live')
    .values({ brand, version_id: versionId, changed_by: by })
    .onConflict((oc) =>
      oc
        .column('brand')
        .doUpdateSet({ version_id: versionId, changed_by: by, changed_at: new Date() }),
    )
    .execute();
  await announce(trx, brand, versionId);
}

/** A publish refused because the version its edit started from is no longer the live one. */
export class StaleBaseError extends Error {
  constructor(readonly live: ConfigVersion | undefined) {
    super(`the live version is now ${live?.id ?? 'none'}`);
    this.name = 'StaleBaseError';
  }
}

/**
 * Stores `files` as the brand's next version in the caller's transaction, without making it live
 * (an experiment's variant): a file whose text an earlier version already has is stored once.
 * The caller has checked the files.
 */
export async function storeConfigVersion(
  trx: Transaction<DB>,
  input: {
    brand: string;
    files: ConfigFiles;
    publishedBy: string;
    note?: string;
    basedOn?: string | null;
  },
): Promise<ConfigVersion> {
  await lockBrandConfig(trx, input.brand);
  const last = await trx
    .selectFrom('config_versions')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('brand', '=', input.brand)
    .executeTakeFirst();
  const row = await insertWithFiles(trx, input.files, 'config_version_files', () =>
    trx
      .insertInto('config_versions')
      .values({
        brand: input.brand,
        number: (last?.number ?? 0) + 1,
        based_on: input.basedOn ?? null,
        note: input.note ?? '',
        published_by: input.publishedBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toVersion(row);
}

/**
 * Stores `files` as the brand's next version and makes it live, in one transaction. The caller
 * has checked the files.
 */
export async function publishConfigVersion(
  db: Kysely<DB>,
  input: {
    brand: string;
    files: ConfigFiles;
    publishedBy: string;
    note?: string;
    basedOn?: string | null;
    /**
     * Publish only while this is still the live version's id (null: while the brand has none);
     * else return the live version unchanged. Servers starting together publish once.
     */
    whenLiveIs?: string | null;
    /** The repository's files to remember as the base of the next deploy's merge. */
    baseline?: ConfigFiles;
    /** Throw StaleBaseError, under the lock, unless `basedOn` is the live version's id. */
    basedOnMustBeLive?: boolean;
    /** More work that must commit with the publish, or not at all. */
    alongside?: (trx: Transaction<DB>, version: ConfigVersion) => Promise<void>;
  },
): Promise<ConfigVersion> {
  return db.transaction().execute(async (trx) => {
    await lockBrandConfig(trx, input.brand);
    if (input.whenLiveIs !== undefined) {
      const live = await liveConfigVersion(trx, input.brand);
      if (live && live.id !== input.whenLiveIs) return live;
      if (!live && input.whenLiveIs !== null)
        throw new Error(`brand ${input.brand} has no live version`);
    }
    if (input.basedOnMustBeLive) {
      const live = await liveConfigVersion(trx, input.brand);
      if (live?.id !== input.basedOn) throw new StaleBaseError(live);
    }
    if (input.baseline)
      await setBaseline(trx, input.brand, await storeDocuments(trx, input.baseline));
    const version = await storeConfigVersion(trx, input);
    await setLive(trx, input.brand, version.id, input.publishedBy, 'published');
    await input.alongside?.(trx, version);
    return version;
  });
}

/** Makes an earlier version of the brand live again: one action, announced like a publish. */
export async function rollBackConfig(
  db: Kysely<DB>,
  brand: string,
  versionId: string,
  by: string,
  options: {
    /** What the timeline calls the switch: an experiment's stop makes its winner live. */
    kind?: Exclude<LiveChangeKind, 'published'>;
    /** More work that must commit with the switch, or not at all (the experiment's stop). */
    alongside?: (trx: Transaction<DB>) => Promise<void>;
  } = {},
): Promise<ConfigVersion> {
  return db.transaction().execute(async (trx) => {
    await lockBrandConfig(trx, brand);
    const row = await trx
      .selectFrom('config_versions')
      .selectAll()
      .where('id', '=', versionId)
      .where('brand', '=', brand)
      .executeTakeFirst();
    if (!row) throw new Error(`brand ${brand} has no configuration version ${versionId}`);
    await options.alongside?.(trx);
    await setLive(trx, brand, versionId, by, options.kind ?? 'rolledBack');
    return toVersion(row);
  });
}

/** A switch of the live version as stored, with the numbers of the versions it went between. */
export interface LiveChangeRow {
  kind: LiveChangeKind;
  versionId: string;
  number: number;
  previousVersionId: string | null;
  previousNumber: number | null;
  note: string;
  changedBy: string;
  changedAt: Date;
}

/** Every switch of the brand's live version from `from` to before `to`, oldest first. */
export async function liveChangesOf(
  db: Kysely<DB>,
  brand: string,
  from: Date,
  to: Date,
): Promise<LiveChangeRow[]> {
  const rows = await db
    .selectFrom('config_live_changes as change')
    .innerJoin('config_versions as version', 'version.id', 'change.version_id')
    .leftJoin('config_versions as previous', 'previous.id', 'change.previous_version_id')
    .select([
      'change.kind',
      'change.version_id',
      'change.previous_version_id',
      'change.changed_by',
      'change.changed_at',
      'version.number',
      'version.note',
      'previous.number as previous_number',
    ])
    .where('change.brand', '=', brand)
    .where('change.changed_at', '>=', from)
    .where('change.changed_at', '<', to)
    .orderBy('change.changed_at')
    .orderBy('change.id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    versionId: String(row.version_id),
    number: row.number,
    previousVersionId: row.previous_version_id === null ? null : String(row.previous_version_id),
    previousNumber: row.previous_number,
    note: row.note,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  }));
}

/** The version new signups of the brand get, or undefined before the first one. */
export async function liveConfigVersion(
  db: Kysely<DB> | Transaction<DB>,
  brand: string,
): Promise<ConfigVersion | undefined> {
  const row = await db
    .selectFrom('config_live')
    .innerJoin('config_versions', 'config_versions.id', 'config_live.version_id')
    .selectAll('config_versions')
    .where('config_live.brand', '=', brand)
    .executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** The id of the version new signups of the brand get (read inside a signup's transaction). */
export async function liveConfigVersionId(
  db: Kysely<DB> | Transaction<DB>,
  brand: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('config_live')
    .select('version_id')
    .where('brand', '=', brand)
    .executeTakeFirst();
  return row ? String(row.version_id) : null;
}

/** The brand's versions, newest first: the history with who published each and when. */
export async function configVersionsOf(db: Kysely<DB>, brand: string): Promise<ConfigVersion[]> {
  const rows = await db
    .selectFrom('config_versions')
    .selectAll()
    .where('brand', '=', brand)
    .orderBy('number', 'desc')
    .execute();
  return rows.map(toVersion);
}

/** The files of one version, as they were published. */
export async function configFilesOf(db: Kysely<DB>, versionId: string): Promise<ConfigFiles> {
  const rows = await db
    .selectFrom('config_version_files')
    .innerJoin('config_documents', 'config_documents.hash', 'config_version_files.hash')
    .select(['config_version_files.path', 'config_documents.body'])
    .where('config_version_files.version_id', '=', versionId)
    .orderBy('config_version_files.path')
    .execute();
  return new Map(rows.map((row) => [row.path, row.body]));
}

/** The ids of the brand's versions: all of them, or those of `among` that are the brand's. */
export async function configVersionIdsOf(
  db: Kysely<DB>,
  brand: string,
  among: string[] = [],
): Promise<string[]> {
  const rows = await db
    .selectFrom('config_versions')
    .select('id')
    .where('brand', '=', brand)
    .$if(among.length > 0, (qb) => qb.where('id', 'in', among))
    .execute();
  return rows.map((row) => String(row.id));
}

/** Whether a version of this id belongs to the brand. */
export async function isConfigVersionOf(
  db: Kysely<DB>,
  brand: string,
  versionId: string,
): Promise<boolean> {
  return (await configVersionIdsOf(db, brand, [versionId])).length > 0;
}

/** How long a draft's preview link works. */
export const DRAFT_TTL_DAYS = 7;

/** Keeps an unpublished edit for previewing; its id is the shareable link's secret. */
export async function saveConfigDraft(
  db: Kysely<DB>,
  input: { brand: string; basedOn: string; files: ConfigFiles; createdBy: string },
): Promise<{ id: string; expiresAt: Date }> {
  return db.transaction().execute(async (trx) => {
    const draft = await insertWithFiles(trx, input.files, 'config_draft_files', () =>
      trx
        .insertInto('config_drafts')
        .values({
          brand: input.brand,
          based_on: input.basedOn,
          created_by: input.createdBy,
          expires_at: new Date(Date.now() + DRAFT_TTL_DAYS * 86_400_000),
        })
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow(),
    );
    return { id: draft.id, expiresAt: draft.expires_at };
  });
}

/** A draft's files while its link works; undefined for an unknown, another brand's or an expired one. */
export async function configDraftFilesOf(
  db: Kysely<DB>,
  brand: string,
  draftId: string,
): Promise<ConfigFiles | undefined> {
  const draft = await db
    .selectFrom('config_drafts')
    .select('id')
    .where('id', '=', draftId)
    .where('brand', '=', brand)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!draft) return undefined;
  const rows = await db
    .selectFrom('config_draft_files')
    .innerJoin('config_documents', 'config_documents.hash', 'config_draft_files.hash')
    .select(['config_draft_files.path', 'config_documents.body'])
    .where('config_draft_files.draft_id', '=', draftId)
    .execute();
  return new Map(rows.map((row) => [row.path, row.body]));
}

/** A scheduled publish as stored: who scheduled and settled it are operator ids. */
export interface ScheduledPublishRow {
  id: string;
  brand: string;
  basedOn: string;
  note: string;
  publishAt: Date;
  createdBy: string;
  state: ScheduledPublishState;
  versionId: string | null;
  failure: { statusCode: string; data: Record<string, unknown> } | null;
  settledAt: Date | null;
}

const SCHEDULED_COLUMNS = [
  'id',
  'brand',
  'based_on',
  'note',
  'publish_at',
  'created_by',
  'state',
  'version_id',
  'failure',
  'settled_at',
] as const;

function toScheduled(row: {
  id: string;
  brand: string;
  based_on: string;
  note: string;
  publish_at: Date;
  created_by: string;
  state: ScheduledPublishState;
  version_id: string | null;
  failure: ScheduledPublishRow['failure'];
  settled_at: Date | null;
}): ScheduledPublishRow {
  return {
    id: String(row.id),
    brand: row.brand,
    basedOn: String(row.based_on),
    note: row.note,
    publishAt: row.publish_at,
    createdBy: row.created_by,
    state: row.state,
    versionId: row.version_id === null ? null : String(row.version_id),
    failure: row.failure,
    settledAt: row.settled_at,
  };
}

/**
 * Keeps checked files to publish at `publishAt`; `queue` sends, in the same transaction, the job
 * that will publish them, so there is never one without the other.
 */
export async function scheduleConfigPublish(
  db: Kysely<DB>,
  input: {
    brand: string;
    basedOn: string;
    note: string;
    publishAt: Date;
    files: ConfigFiles;
    createdBy: string;
  },
  queue: (trx: Transaction<DB>, scheduled: ScheduledPublishRow) => Promise<void>,
): Promise<ScheduledPublishRow> {
  return db.transaction().execute(async (trx) => {
    const row = await insertWithFiles(trx, input.files, 'config_scheduled_publish_files', () =>
      trx
        .insertInto('config_scheduled_publishes')
        .values({
          brand: input.brand,
          based_on: input.basedOn,
          note: input.note,
          publish_at: input.publishAt,
          created_by: input.createdBy,
        })
        .returning(SCHEDULED_COLUMNS)
        .executeTakeFirstOrThrow(),
    );
    const scheduled = toScheduled(row);
    await queue(trx, scheduled);
    return scheduled;
  });
}

/** The brand's scheduled publishes, those still to come first, then the latest settled ones. */
export async function scheduledPublishesOf(
  db: Kysely<DB>,
  brand: string,
  limit = 50,
): Promise<ScheduledPublishRow[]> {
  const rows = await db
    .selectFrom('config_scheduled_publishes')
    .select(SCHEDULED_COLUMNS)
    .where('brand', '=', brand)
    .orderBy(sql`state = 'scheduled'`, 'desc')
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toScheduled);
}

/** A publish still waiting for its time, with its files; undefined once settled or cancelled. */
export async function scheduledPublishToRun(
  db: Kysely<DB>,
  id: string,
): Promise<{ scheduled: ScheduledPublishRow; files: ConfigFiles } | undefined> {
  const row = await db
    .selectFrom('config_scheduled_publishes')
    .select(SCHEDULED_COLUMNS)
    .where('id', '=', id)
    .where('state', '=', 'scheduled')
    .executeTakeFirst();
  if (!row) return undefined;
  const files = await db
    .selectFrom('config_scheduled_publish_files')
    .innerJoin('config_documents', 'config_documents.hash', 'config_scheduled_publish_files.hash')
    .select(['config_scheduled_publish_files.path', 'config_documents.body'])
    .where('config_scheduled_publish_files.scheduled_id', '=', id)
    .orderBy('config_scheduled_publish_files.path')
    .execute();
  return { scheduled: toScheduled(row), files: new Map(files.map((f) => [f.path, f.body])) };
}

/**
 * Records what became of a publish still scheduled: published, failed (with why) or cancelled.
 * False when it had already settled: a cancel and its run never both happen (the row's lock).
 */
export async function settleScheduledPublish(
  db: Kysely<DB> | Transaction<DB>,
  where: { id: string; brand?: string },
  outcome:
    | { state: 'published'; versionId: string }
    | { state: 'failed'; failure: NonNullable<ScheduledPublishRow['failure']> }
    | { state: 'cancelled'; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('config_scheduled_publishes')
    .set({
      state: outcome.state,
      version_id: outcome.state === 'published' ? outcome.versionId : null,
      failure: outcome.state === 'failed' ? JSON.stringify(outcome.failure) : null,
      settled_by: outcome.state === 'cancelled' ? outcome.by : null,
      settled_at: sql<Date>`now()`,
    })
    .where('id', '=', where.id)
    .$if(where.brand !== undefined, (qb) => qb.where('brand', '=', where.brand!))
    .where('state', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** One scheduled publish of the brand, whatever became of it; undefined for another brand's. */
export async function scheduledPublishOf(
  db: Kysely<DB>,
  brand: string,
  id: string,
): Promise<ScheduledPublishRow | undefined> {
  const row = await db
    .selectFrom('config_scheduled_publishes')
    .select(SCHEDULED_COLUMNS)
    .where('id', '=', id)
    .where('brand', '=', brand)
    .executeTakeFirst();
  return row ? toScheduled(row) : undefined;
}
