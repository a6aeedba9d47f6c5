import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { diffConfig } from '../../../server/config/store/diff';
import { readRepositoryConfig } from '../../../server/config/store/repositoryFiles';
import {
  configFilesOf,
  configVersionsOf,
  liveChangesOf,
  liveConfigVersion,
  publishConfigVersion,
  REPOSITORY_PUBLISHER,
  rollBackConfig,
} from '../../../server/config/store/versions';
import { syncRepositoryConfig } from '../../../server/config/store/repositorySync';
import {
  watchConfigPublishes,
  type ConfigPublish,
} from '../../../server/config/store/watchPublishes';
import { databaseTargets, postgresAdminUrl, createThrowawayDatabase } from '../support/databases';

const ROOT = process.cwd();
const repository = () => readRepositoryConfig(ROOT, 'beacon');

/** The repository's files with one step schema's title changed, as an operator's edit would. */
function withEditedTitle(files: ReadonlyMap<string, string>, title: string): Map<string, string> {
  const next = new Map(files);
  const step = JSON.parse(next.get('schemas/steps/team_size.json')!) as { title: string };
  next.set('schemas/steps/team_size.json', JSON.stringify({ ...step, title }, null, 2));
  return next;
}

describe.each(databaseTargets())('configuration versions on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.databaseUrl });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("seeds version 1 from the repository's files once, however many servers start", async () => {
    const seeds = (
      await Promise.all([
        syncRepositoryConfig(database.db, 'beacon', repository(), () => []),
        syncRepositoryConfig(database.db, 'beacon', repository(), () => []),
      ])
    ).map((sync) => sync.live);
    expect(seeds.map((v) => v.number)).toEqual([1, 1]);
    expect(seeds[0]).toMatchObject({ publishedBy: REPOSITORY_PUBLISHER });
    const files = await configFilesOf(database.db, seeds[0]!.id);
    expect([...files.keys()]).toEqual([...repository().keys()].sort());
    expect(files.get('brands/beacon/brand.json')).toBe(
      repository().get('brands/beacon/brand.json'),
    );
    expect(files.has('brands/default/locales/de.json')).toBe(true);
  });

  it('publishes a new version that keeps unchanged files once, diffs it, and rolls back in one action', async () => {
    const first = (await liveConfigVersion(database.db, 'beacon'))!;
    const edited = withEditedTitle(await configFilesOf(database.db, first.id), 'steps.team.other');
    const documentsBefore = await database.db
      .selectFrom('config_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    const second = await publishConfigVersion(database.db, {
      brand: 'beacon',
      files: edited,
      publishedBy: 'operator-1',
      note: 'Team step title',
      basedOn: first.id,
    });
    expect(second).toMatchObject({ number: 2, publishedBy: 'operator-1', basedOn: first.id });
    expect((await liveConfigVersion(database.db, 'beacon'))?.id).toBe(second.id);
    const documentsAfter = await database.db
      .selectFrom('config_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(documentsAfter.n) - Number(documentsBefore.n)).toBe(1);

    expect(
      diffConfig(
        await configFilesOf(database.db, first.id),
        await configFilesOf(database.db, second.id),
      ),
    ).toEqual([{ path: 'schemas/steps/team_size.json', change: 'changed', pointers: ['/title'] }]);

    await rollBackConfig(database.db, 'beacon', first.id, 'operator-2');
    expect((await liveConfigVersion(database.db, 'beacon'))?.id).toBe(first.id);
    expect((await configVersionsOf(database.db, 'beacon')).map((v) => v.number)).toEqual([2, 1]);
    const live = await database.db
      .selectFrom('config_live')
      .selectAll()
      .where('brand', '=', 'beacon')
      .executeTakeFirstOrThrow();
    expect(live.changed_by).toBe('operator-2');
  });

  it('merges a deploy’s changed files into the live version at start, keeping operators’ edits', async () => {
    const repo = new Map(repository());
    const unchanged = await syncRepositoryConfig(database.db, 'beacon', repo, () => []);
    expect(unchanged.published).toBe(false);

    // An operator rewords a step; the next deploy changes that step and the flow.
    const live = unchanged.live;
    const operatorFiles = withEditedTitle(
      await configFilesOf(database.db, live.id),
      'steps.team.byOperator',
    );
    await publishConfigVersion(database.db, {
      brand: 'beacon',
      files: operatorFiles,
      publishedBy: 'operator-1',
      basedOn: live.id,
    });
    const deployed = withEditedTitle(repo, 'steps.team.byRepository');
    const flow = JSON.parse(deployed.get('schemas/flows/main.json')!) as {
      steps: { progress?: number }[];
    };
    flow.steps[0]!.progress = 1;
    deployed.set('schemas/flows/main.json', JSON.stringify(flow, null, 2));

    const refused = syncRepositoryConfig(database.db, 'beacon', deployed, () => [
      { file: 'x', path: '', rule: 'r', message: 'm', fix: 'f' },
    ]);
    await expect(refused).rejects.toThrow(/x at/);

    const merged = await syncRepositoryConfig(database.db, 'beacon', deployed, () => []);
    expect(merged.published).toBe(true);
    expect(merged.live.publishedBy).toBe(REPOSITORY_PUBLISHER);
    expect(merged.conflicts).toEqual(['schemas/steps/team_size.json']);
    const files = await configFilesOf(database.db, merged.live.id);
    expect(files.get('schemas/flows/main.json')).toBe(deployed.get('schemas/flows/main.json'));
    expect(JSON.parse(files.get('schemas/steps/team_size.json')!)).toMatchObject({
      title: 'steps.team.byOperator',
    });
    // Starting again with the same repository publishes nothing more.
    const again = await syncRepositoryConfig(database.db, 'beacon', deployed, () => []);
    expect(again).toMatchObject({ published: false });
    expect(again.live.id).toBe(merged.live.id);
  });

  it('serialises a rollback and a publish made at once: each change replaces the one before it', async () => {
    const first = (await liveConfigVersion(database.db, 'beacon'))!;
    const files = await configFilesOf(database.db, first.id);
    const since = new Date();
    for (let round = 0; round < 8; round++) {
      await Promise.all([
        rollBackConfig(database.db, 'beacon', first.id, 'operator-2'),
        publishConfigVersion(database.db, {
          brand: 'beacon',
          files: withEditedTitle(files, `steps.team.round${round}`),
          publishedBy: 'operator-1',
          basedOn: first.id,
        }),
      ]);
    }
    const changes = await liveChangesOf(database.db, 'beacon', since, new Date(Date.now() + 1000));
    expect(changes.length).toBeGreaterThan(8);
    // Interleaved, both would read the same live version and claim to have replaced it.
    changes.slice(1).forEach((change, index) => {
      expect(change.previousVersionId).toBe(changes[index]!.versionId);
    });
    expect((await liveConfigVersion(database.db, 'beacon'))?.id).toBe(changes.at(-1)!.versionId);
  });

  it("refuses to roll back to another brand's version", async () => {
    const beacon = (await liveConfigVersion(database.db, 'beacon'))!;
    await expect(rollBackConfig(database.db, 'default', beacon.id, 'x')).rejects.toThrow(
      /no configuration version/,
    );
  });
});

// Embedded PGlite is one server's own database, so only PostgreSQL has other instances to tell.
describe.runIf(postgresAdminUrl())('two server instances on one PostgreSQL', () => {
  it('the other instance hears a publish within a second', async () => {
    const throwaway = await createThrowawayDatabase(postgresAdminUrl()!);
    const one = await openDatabase({ databaseUrl: throwaway.databaseUrl });
    const two = await openDatabase({ databaseUrl: throwaway.databaseUrl });
    const heard: { publish: ConfigPublish; at: number }[] = [];
    const watch = await watchConfigPublishes(two.connectionString, {
      onPublish: (publish) => heard.push({ publish, at: Date.now() }),
      onResync: () => {},
    });
    try {
      await syncRepositoryConfig(
        one.db,
        'default',
        readRepositoryConfig(ROOT, 'default'),
        () => [],
      );
      const started = Date.now();
      const version = await publishConfigVersion(one.db, {
        brand: 'default',
        files: withEditedTitle(readRepositoryConfig(ROOT, 'default'), 'steps.team.renamed'),
        publishedBy: 'operator-1',
      });
      await expect
        .poll(() => heard.find((h) => h.publish.versionId === version.id), { timeout: 1_000 })
        .toBeDefined();
      expect(heard.find((h) => h.publish.versionId === version.id)!.at - started).toBeLessThan(
        1_000,
      );
      expect((await liveConfigVersion(two.db, 'default'))?.id).toBe(version.id);
    } finally {
      await watch.close();
      await one.close();
      await two.close();
      await throwaway.drop();
    }
  });
});
