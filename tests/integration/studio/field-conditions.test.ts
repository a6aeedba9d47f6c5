import { describe, expect, it } from 'vitest';
import { designOf, withFieldDesign } from '../../../src/studio/designer/fieldDesign';
import { addField, withConditionOn } from '../../../src/studio/designer/stepFields';
import type { StepTexts } from '../../../src/studio/designer/stepTexts';
import type { JsonObject } from '../../../src/studio/draft/configFiles';
import { whenOf } from '../../../src/studio/draft/conditionRules';
import { authHeaders, signedUpUser } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { operatorServer, publishStepsAfterSignup } from '../support/studio';
import { walkedTo } from '../support/walkedTo';

const plain: StepTexts = { read: (value) => value, isEditableKey: () => false };

/**
 * The step an operator designs: how they work (alone or with a team), and the team's name, which
 * must be answered (with its own message) and is asked only of those who work with a team.
 */
function workStyleStep(): JsonObject {
  let step: JsonObject = { title: 'How do you work?', type: 'object', properties: {} };
  const style = addField(step, 'singleChoice', 'Working style', 0);
  const styleDesign = designOf(style.step, style.name, plain)!;
  step = withFieldDesign(
    style.step,
    {
      ...styleDesign,
      required: true,
      options: [
        { value: 'alone', label: 'Alone' },
        { value: 'team', label: 'With a team' },
      ],
    },
    plain,
  ).step;
  const team = addField(step, 'shortText', 'Team name', 1);
  const teamDesign = designOf(team.step, team.name, plain)!;
  step = withFieldDesign(
    team.step,
    { ...teamDesign, required: true, requiredMessage: 'Name your team.' },
    plain,
  ).step;
  return withConditionOn(
    step,
    team.name,
    whenOf([{ field: style.name, test: 'is', value: 'team' }]),
  );
}

describe.each(databaseTargets())('a field shown on a condition, published on $name', (target) => {
  const server = operatorServer(target, {
    ready: (s) => publishStepsAfterSignup(s, [{ name: 'work_style', schema: workStyleStep() }]),
  });

  type Owner = Awaited<ReturnType<typeof signedUpUser>>;
  async function save(answers: Record<string, unknown>, as?: Owner) {
    const owner = as ?? (await signedUpUser(server.app));
    await walkedTo(server.server.database.db, owner.userId, 'work_style');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/user/updateUserData',
      headers: authHeaders(owner.token),
      payload: { step: 'work_style', ...answers },
    });
    return { res, owner };
  }

  it('is required, with its own message at its path, when its condition holds', async () => {
    const { res } = await save({ workingStyle: 'team' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors).toEqual([
      { path: '/teamName', message: { id: 'Name your team.' } },
    ]);
    const answered = await save({ workingStyle: 'team', teamName: 'Night owls' });
    expect(answered.res.statusCode, answered.res.body).toBe(200);
  });

  it('is not asked otherwise, and an answer given before is cleared by the null the wizard sends', async () => {
    const { owner } = await save({ workingStyle: 'team', teamName: 'Night owls' });
    const { res } = await save({ workingStyle: 'alone', teamName: null }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const me = await server.app.inject({
      method: 'POST',
      url: '/api/user/getUserData',
      headers: authHeaders(owner.token),
      payload: {},
    });
    expect(me.statusCode, me.body).toBe(200);
    const data = me.json<{ data: Record<string, unknown> }>().data;
    expect(data.workingStyle).toBe('alone');
    expect(data.teamName ?? null).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Night owls');
    const withoutIt = await save({ workingStyle: 'alone' });
    expect(withoutIt.res.statusCode, withoutIt.res.body).toBe(200);
  });

  it('refuses what a browser would never send: 2^31, an object, a list; U+0000 is no 500', async () => {
    for (const teamName of [2 ** 31, { deep: { er: [] } }, ['a']]) {
      const { res } = await save({ workingStyle: 'team', teamName });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ err: true, status_code: 'validation_failed' });
    }
    const { res } = await save({ workingStyle: 'team', teamName: 'Null\u0000byte' });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
