import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { tempDir } from '../support/server';
import { walkedTo } from '../support/walkedTo';

interface Reply {
  status_code: string;
  data: Record<string, unknown> & {
    stepName: string;
    errors?: { path: string; message: { id: string } }[];
  };
}

const TITLE = 'steps.team_size.title';
/** Valid JSON Schema an operator pastes in, each a step of its own in beacon's flow after team_size. */
const STEPS = {
  // Named fields, a tuple among them, and entries of the owner's naming beside them.
  pet_notes: {
    title: TITLE,
    type: 'object',
    properties: {
      visit: {
        type: 'array',
        title: TITLE,
        items: [
          { type: 'string', title: TITLE },
          { type: 'integer', title: TITLE },
        ],
        additionalItems: false,
      },
    },
    additionalProperties: { type: 'string', title: TITLE },
  },
  // Only names that match the pattern.
  pet_tags: {
    title: TITLE,
    type: 'object',
    patternProperties: { '^x-': { type: 'string' } },
    additionalProperties: false,
  },
  pet_name: { title: TITLE, type: 'string', minLength: 2 },
};

describe('steps whose answers are not a fixed set of named fields', () => {
  const root = tempDir('onramp-open-steps-');
  let running: AccountsServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    const repo = join(__dirname, '../../..');
    for (const folder of ['schemas', 'brands'])
      cpSync(join(repo, folder), join(root.path, folder), { recursive: true });
    mkdirSync(join(root.path, 'dist'), { recursive: true });
    const flowFile = join(root.path, 'schemas/flows/assisted.json');
    const flow = JSON.parse(readFileSync(flowFile, 'utf8')) as { steps: { name: string }[] };
    const after = flow.steps.findIndex((s) => s.name === 'team_size') + 1;
    flow.steps.splice(
      after,
      0,
      ...Object.keys(STEPS).map((name) => ({
        name,
        schema: `${name}.json`,
        progress: 30,
        submit: { call: 'updateUserData', next: 'following' },
      })),
    );
    writeFileSync(flowFile, JSON.stringify(flow));
    for (const [name, schema] of Object.entries(STEPS))
      writeFileSync(join(root.path, `schemas/steps/${name}.json`), JSON.stringify(schema));
    running = await startAccountsServer(databaseTargets()[0]!, {
      ONRAMP_ROOT: root.path,
      BRAND: 'beacon',
    });
    app = running.app;
  });
  afterAll(async () => {
    await running.close();
    root.remove();
  });

  async function ownerAt(step: string): Promise<Record<string, string>> {
    const { res } = await signUp(app, { gRecaptchaToken: '' });
    const body = res.json<{ data: { token: string; auth_header_name: string } }>();
    const headers = { [body.data.auth_header_name]: body.data.token };
    const me = await app.inject({
      method: 'POST',
      url: '/api/user/getUserData',
      headers,
      payload: {},
    });
    await walkedTo(running.server.database.db, me.json<Reply>().data.userId as string, step);
    return headers;
  }
  const save = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers,
      payload: payload as object,
    });
  const userData = async (headers: Record<string, string>) =>
    (
      await app.inject({ method: 'POST', url: '/api/user/getUserData', headers, payload: {} })
    ).json<Reply>().data;

  it('keeps the entries an owner names beside the named fields, and the tuple', async () => {
    const headers = await ownerAt('pet_notes');
    const answer = { visit: ['Monday', 9], 'Favourite toy': 'ball', Allergies: 'none' };
    const res = await save(headers, { step: 'pet_notes', pet_notes: answer });
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({ pet_notes: answer, stepName: 'pet_tags' });
    expect((await userData(headers)).pet_notes).toEqual(answer);
  });

  it("refuses what the schema refuses, at the value's path", async () => {
    const headers = await ownerAt('pet_notes');
    for (const [answer, path] of [
      [{ visit: ['Monday', 'nine'] }, '/pet_notes/visit/1'],
      [{ visit: ['Monday', 9, 'again'] }, '/pet_notes/visit'],
      [{ 'Favourite toy': 3 }, '/pet_notes/Favourite toy'],
    ] as const) {
      const res = await save(headers, { step: 'pet_notes', pet_notes: answer });
      expect(res.statusCode, JSON.stringify(answer)).toBe(400);
      expect(res.json<Reply>().data.errors?.map((e) => e.path)).toContain(path);
    }
  });

  it('takes names that match a pattern and refuses others, by the schema alone', async () => {
    const headers = await ownerAt('pet_tags');
    const ok = await save(headers, { step: 'pet_tags', pet_tags: { 'x-colour': 'red' } });
    expect(ok.statusCode).toBe(200);
    const refused = await save(headers, { step: 'pet_tags', pet_tags: { colour: 'red' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Reply>().status_code).toBe('validation_failed');
    expect((await userData(headers)).pet_tags).toEqual({ 'x-colour': 'red' });
  });

  it('stores a string root as one field named after its schema file', async () => {
    const headers = await ownerAt('pet_name');
    expect((await save(headers, { step: 'pet_name', pet_name: 'R' })).statusCode).toBe(400);
    expect((await save(headers, { step: 'pet_name', pet_name: 42 })).statusCode).toBe(400);
    const res = await save(headers, { step: 'pet_name', pet_name: 'Rex' });
    expect(res.statusCode).toBe(200);
    expect((await userData(headers)).pet_name).toBe('Rex');
    const unknown = await save(headers, { step: 'pet_name', petName: 'Rex' });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers what a browser never sends with a 4xx, never a 500', async () => {
    const headers = await ownerAt('pet_notes');
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'v']));
    // Written out: a serializer recurses, and would overflow before the server sees it.
    const deep = `${'{"a":'.repeat(5_000)}"v"${'}'.repeat(5_000)}`;
    for (const answer of [
      JSON.stringify({ 'toy\u0000': 'ball' }),
      JSON.stringify({ toy: 'ba\u0000ll' }),
      JSON.stringify(many),
      deep,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/updateUserData',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"step":"pet_notes","pet_notes":${answer}}`,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
