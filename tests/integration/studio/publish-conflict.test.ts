import { describe, expect, it } from 'vitest';
import {
  configFilesOf,
  liveConfigVersion,
  publishConfigVersion,
  StaleBaseError,
} from '../../../server/config/store/versions';
import { databaseTargets } from '../support/databases';
import { OPERATOR, operatorServer } from '../support/studio';

describe.each(databaseTargets())('two publishes from one base on $name', (target) => {
  const s = operatorServer(target);
  const headers = () => ({ authorization: `Bearer ${s.token}` });
  const liveId = async () => (await liveConfigVersion(s.server.database.db, 'default'))!.id;
  const englishWith = async (basedOn: string, title: string) => {
    const files = await configFilesOf(s.server.database.db, basedOn);
    const english = JSON.parse(files.get('brands/default/locales/en.json')!) as object;
    return JSON.stringify({ ...english, 'studio.title': title });
  };

  it('refuses, under the publish lock, a version whose base stopped being live', async () => {
    const db = s.server.database.db;
    const basedOn = await liveId();
    const files = await configFilesOf(db, basedOn);
    await publishConfigVersion(db, { brand: 'default', files, publishedBy: 'someone', basedOn });
    await expect(
      publishConfigVersion(db, {
        brand: 'default',
        files,
        publishedBy: 'someone else',
        basedOn,
        basedOnMustBeLive: true,
      }),
    ).rejects.toBeInstanceOf(StaleBaseError);
  });

  it('publishes one of two edits sent at once and refuses the other, naming who published', async () => {
    const basedOn = await liveId();
    const publish = async (title: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/studio/versions',
        headers: headers(),
        payload: {
          basedOn,
          files: { 'brands/default/locales/en.json': await englishWith(basedOn, title) },
        },
      });
    const replies = await Promise.all([publish('First'), publish('Second')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies
      .find((r) => r.statusCode === 409)!
      .json<{
        status_code: string;
        data: { liveVersionId: string; publishedBy: string };
      }>();
    expect(refused.status_code).toBe('version_conflict');
    expect(refused.data).toMatchObject({
      liveVersionId: await liveId(),
      publishedBy: OPERATOR.email,
    });
  });
});
