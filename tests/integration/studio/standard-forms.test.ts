import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialConfig } from '../../../shared/contract';
import { configFilesOf } from '../../../server/config/store/versions';
import {
  authHeaders,
  signedUpUser,
  startAccountsServer,
  type AccountsServer,
} from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { OPERATOR_ENV, operatorToken } from '../support/studio';
import { walkedTo } from '../support/walkedTo';
import { STANDARD_FORMS, type StandardFormCase } from '../../fixtures/standardForms/cases';
import { invalidAnswers, sampleAnswers } from '../../fixtures/standardForms/answers';
import { importStandardForms } from '../../fixtures/standardForms/importCorpus';

/**
 * The standard form corpus (tests/fixtures/standardForms) through the Studio's API, as an operator
 * imports forms published for RJSF: the checker accepts each as written, all publish as one
 * version whose every module loads, and the server takes each form's sample data and refuses its
 * invalid answer at the answer's own path. A form the checker refuses fails its own tests and is
 * left out of the version, so the others still say how they fare.
 */
describe.each(databaseTargets())('standard JSON Schema forms published on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  let studio: Record<string, string>;
  let basedOn: string;
  let files: Record<string, string>;
  const accepted: StandardFormCase[] = [];

  beforeAll(async () => {
    running = await startAccountsServer(target, OPERATOR_ENV);
    app = running.app;
    studio = { authorization: `Bearer ${await operatorToken(app)}` };
    const versions = await app.inject({
      method: 'GET',
      url: '/api/studio/versions',
      headers: studio,
    });
    basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
    files = Object.fromEntries(await configFilesOf(running.server.database.db, basedOn));
  });
  afterAll(() => running?.close());

  const byName = STANDARD_FORMS.map((form) => [form.name, form] as const);

  it.each(byName)(
    '%s: imported whole, and the checker accepts it as written',
    async (name, form) => {
      // Right after signup, so a new owner meets it first.
      const { changed, unplaced } = importStandardForms(files, 0, [form]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/studio/check',
        headers: studio,
        payload: { basedOn, files: changed },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { problems } = res.json<{ data: { problems: unknown[] } }>().data;
      expect(problems).toEqual([]);
      expect(unplaced[name], 'uiSchema entries the import found no place for').toEqual([]);
      accepted.push(form);
    },
  );

  describe('all published as one version', () => {
    let config: InitialConfig;

    beforeAll(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/studio/versions',
        headers: studio,
        payload: {
          basedOn,
          note: 'Standard forms',
          files: importStandardForms(files, 0, accepted).changed,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const live = await app.inject({ method: 'GET', url: '/api/getInitialConfig' });
      config = live.json<{ data: InitialConfig }>().data;
    });

    it('is live with every form a step after signup, and every module of the version loads', async () => {
      for (const [file, url] of Object.entries(config.configuration.modules.steps)) {
        const module = await app.inject({ method: 'GET', url });
        expect(module.statusCode, `${file}: ${module.body.slice(0, 300)}`).toBe(200);
        expect(module.headers['content-type'], file).toMatch(/^text\/javascript/);
      }
      const names = config.configuration.flow.steps.map((step) => step.name);
      expect(names.slice(1, 1 + STANDARD_FORMS.length)).toEqual(
        STANDARD_FORMS.map((form) => form.name),
      );
    });

    it.each(byName)(
      '%s: the server takes the sample data and refuses the invalid answer at its path',
      async (name, form) => {
        expect(accepted, `${name} was refused by the checker`).toContain(form);
        const owner = await signedUpUser(app);
        const save = async (answers: object) => {
          await walkedTo(running.server.database.db, owner.userId, name);
          return app.inject({
            method: 'POST',
            url: '/api/user/updateUserData',
            headers: authHeaders(owner.token),
            payload: { step: name, ...answers },
          });
        };
        const valid = await save(sampleAnswers(form));
        expect(valid.statusCode, valid.body).toBe(200);

        const refused = await save(invalidAnswers(form));
        expect(refused.statusCode, refused.body).toBe(400);
        const paths = refused
          .json<{ data: { errors: { path: string }[] } }>()
          .data.errors.map((error) => error.path);
        expect(paths, refused.body).toContain(form.invalid.path);
      },
    );
  });
});
