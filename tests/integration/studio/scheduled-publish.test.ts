import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { configFilesOf, liveConfigVersion } from '../../../server/config/store/versions';
import { runScheduledPublish } from '../../../server/studio/scheduledPublishJob';
import { databaseTargets } from '../support/databases';
import { OPERATOR, operatorServer } from '../support/studio';
import { waitFor } from '../support/waitFor';

interface Listed {
  id: string;
  state: string;
  versionId: string | null;
  scheduledBy: string;
  failure: { statusCode: string; data: Record<string, unknown> } | null;
}

describe.each(databaseTargets())('scheduled publishes on $name', (target) => {
  const s = operatorServer(target);
  const headers = () => ({ authorization: `Bearer ${s.token}` });
  const db = () => s.server.database.db;
  const liveId = async () => (await liveConfigVersion(db(), 'default'))!.id;
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const edit = async (basedOn: string, title: string) => {
    const files = await configFilesOf(db(), basedOn);
    const english = JSON.parse(files.get('brands/default/locales/en.json')!) as object;
    return {
      'brands/default/locales/en.json': JSON.stringify({ ...english, 'studio.title': title }),
    };
  };
  const schedule = async (publishAt: string, title = 'Scheduled') => {
    const basedOn = await liveId();
    return s.app.inject({
      method: 'POST',
      url: '/api/studio/scheduled-publishes',
      headers: headers(),
      payload: { basedOn, note: title, publishAt, files: await edit(basedOn, title) },
    });
  };
  const listed = async (id: string) =>
    (
      await s.app.inject({
        method: 'GET',
        url: '/api/studio/scheduled-publishes',
        headers: headers(),
      })
    )
      .json<{ data: { scheduled: Listed[] } }>()
      .data.scheduled.find((row) => row.id === id);
  const scheduledId = (reply: { json<T>(): T }) =>
    reply.json<{ data: { scheduledId: string } }>().data.scheduledId;
  const run = (id: string) =>
    runScheduledPublish(
      { db: db(), configs: s.server.app.configs, logger: pino({ level: 'silent' }) },
      id,
    );

  it('lists a publish scheduled a few seconds ahead, and the job makes it live at that time', async () => {
    const before = await liveId();
    const reply = await schedule(inSeconds(3), 'At its time');
    expect(reply.statusCode, reply.body).toBe(200);
    const id = scheduledId(reply);
    expect(await listed(id)).toMatchObject({ state: 'scheduled', scheduledBy: OPERATOR.email });
    expect(await liveId()).toBe(before);
    const published = await waitFor(async () => {
      const row = await listed(id);
      return row?.state === 'published' ? row : undefined;
    }, 20_000);
    expect(published.versionId).toBe(await liveId());
    const live = await liveConfigVersion(db(), 'default');
    expect(live).toMatchObject({ note: 'At its time', basedOn: before });
  });

  it('cancels a publish still to come, which then never runs; a second cancel is a 409', async () => {
    const before = await liveId();
    const id = scheduledId(await schedule(inSeconds(3600)));
    const cancel = () =>
      s.app.inject({
        method: 'DELETE',
        url: `/api/studio/scheduled-publishes/${id}`,
        headers: headers(),
      });
    expect((await cancel()).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ state: 'cancelled' });
    await run(id);
    expect(await liveId()).toBe(before);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ err: true, status_code: 'schedule_settled' });
    const unknown = await s.app.inject({
      method: 'DELETE',
      url: '/api/studio/scheduled-publishes/999999',
      headers: headers(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('records as failed, naming who published, a scheduled publish whose base is no longer live', async () => {
    const id = scheduledId(await schedule(inSeconds(3600), 'Too late'));
    const basedOn = await liveId();
    const now = await s.app.inject({
      method: 'POST',
      url: '/api/studio/versions',
      headers: headers(),
      payload: { basedOn, files: await edit(basedOn, 'Published meanwhile') },
    });
    expect(now.statusCode, now.body).toBe(200);
    const meanwhile = await liveId();
    await run(id);
    await run(id);
    expect(await liveId()).toBe(meanwhile);
    expect(await listed(id)).toMatchObject({
      state: 'failed',
      versionId: null,
      failure: {
        statusCode: 'version_conflict',
        data: { liveVersionId: meanwhile, publishedBy: OPERATOR.email },
      },
    });
  });

  it('publishes once however often its job runs', async () => {
    const id = scheduledId(await schedule(inSeconds(3600), 'Once'));
    const before = await liveId();
    await Promise.all([run(id), run(id)]);
    const row = await listed(id);
    expect(row).toMatchObject({ state: 'published', versionId: await liveId() });
    expect((await liveConfigVersion(db(), 'default'))!.basedOn).toBe(before);
  });

  it('refuses a time in the past, more than a year ahead or without a zone with a 400 envelope, storing nothing', async () => {
    const count = async () =>
      (await db().selectFrom('config_scheduled_publishes').select('id').execute()).length;
    const stored = await count();
    for (const [publishAt, code] of [
      [inSeconds(-60), 'publish_time_past'],
      [inSeconds(366 * 86_400), 'publish_time_too_far'],
      ['2030-01-01T10:00', 'publish_time_invalid'],
      ['tomorrow', 'publish_time_invalid'],
    ] as const) {
      const reply = await schedule(publishAt);
      expect(reply.statusCode, publishAt).toBe(400);
      expect(reply.json()).toMatchObject({ err: true, status_code: code });
    }
    expect(await count()).toBe(stored);
  });
});
