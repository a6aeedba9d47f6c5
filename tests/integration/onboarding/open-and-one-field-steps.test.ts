import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { publishedSteps } from '../support/publishedSteps';

interface Reply {
  status_code: string;
  data: Record<string, unknown> & {
    stepName: string;
    errors?: { path: string; message: { id: string } }[];
  };
}

const TITLE = 'steps.team_size.title';
/** Valid JSON Schema an operator pastes in, each a step of its own, in this order, after signup. */
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
  const published = publishedSteps(
    databaseTargets()[0]!,
    Object.entries(STEPS).map(([name, schema]) => ({ name, schema })),
  );
  const { ownerAt, save } = published;
  const userData = async (headers: Record<string, string>) =>
    (
      await published.server.app.inject({
        method: 'POST',
        url: '/api/user/getUserData',
        headers,
        payload: {},
      })
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
      const res = await published.server.app.inject({
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
