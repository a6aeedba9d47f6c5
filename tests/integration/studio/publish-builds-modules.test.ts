import { describe, expect, it } from 'vitest';
import { configFilesOf } from '../../../server/config/store/versions';
import { databaseTargets } from '../support/databases';
import { operatorServer } from '../support/studio';
import { NESTED_TASKS_COPY, NESTED_TASKS_SCHEMA } from '../../fixtures/nestedTasks';

const NESTED = 'schemas/steps/nested_tasks.json';

describe.each(databaseTargets())(
  'a version is published with every module built, on $name',
  (target) => {
    const s = operatorServer(target);

    const headers = () => ({ authorization: `Bearer ${s.token}` });
    const liveId = async () =>
      (
        await s.app.inject({ method: 'GET', url: '/api/studio/versions', headers: headers() })
      ).json<{ data: { liveVersionId: string } }>().data.liveVersionId;
    async function publish(step: object) {
      const basedOn = await liveId();
      const files = await configFilesOf(s.server.database.db, basedOn);
      const english = JSON.parse(files.get('brands/default/locales/en.json')!) as object;
      return s.app.inject({
        method: 'POST',
        url: '/api/studio/versions',
        headers: headers(),
        payload: {
          basedOn,
          files: {
            [NESTED]: JSON.stringify(step),
            'brands/default/locales/en.json': JSON.stringify({ ...english, ...NESTED_TASKS_COPY }),
          },
        },
      });
    }

    it('serves every step and form module of the version, a step that refers to itself too', async () => {
      const res = await publish(NESTED_TASKS_SCHEMA);
      expect(res.statusCode, res.body).toBe(200);
      const versionId = res.json<{ data: { version: { id: string } } }>().data.version.id;
      const config = await s.app.inject({ method: 'GET', url: `/api/config/${versionId}` });
      const modules = config.json<{
        data: { configuration: { modules: Record<'steps' | 'forms', Record<string, string>> } };
      }>().data.configuration.modules;
      expect(Object.keys(modules.steps)).toContain('nested_tasks.json');
      const urls = [...Object.values(modules.steps), ...Object.values(modules.forms)];
      for (const url of urls) {
        const module = await s.app.inject({ method: 'GET', url });
        expect(module.statusCode, `${url}: ${module.body}`).toBe(200);
        expect(module.body).toContain('createValidateFns');
      }
    });

    it('refuses, naming file and path, a version with a module that cannot be built, and keeps the live one', async () => {
      const before = await liveId();
      const unservable = structuredClone(NESTED_TASKS_SCHEMA) as typeof NESTED_TASKS_SCHEMA & {
        definitions: { task: { oneOf?: object[] } };
      };
      unservable.definitions.task.oneOf = [{ required: ['subtasks'] }, { required: ['name'] }];
      const res = await publish(unservable);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ status_code: string; data: { problems: object[] } }>();
      expect(body.status_code).toBe('config_invalid');
      expect(body.data.problems).toEqual([
        expect.objectContaining({
          file: NESTED,
          path: '/definitions/task/oneOf',
          rule: 'servable',
        }),
      ]);
      expect(await liveId()).toBe(before);
    });
  },
);
