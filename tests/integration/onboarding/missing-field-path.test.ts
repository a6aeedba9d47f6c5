import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { publishedSteps } from '../support/publishedSteps';

/** A step an operator pastes in: a phone number is required, and a call time goes with it. */
const CONTACT_STEP = {
  $schema: '../meta/step.schema.json',
  title: 'steps.contact.title',
  type: 'object',
  required: ['phone'],
  properties: {
    phone: { type: 'string' },
    callTime: { type: 'string' },
  },
  dependencies: { phone: ['callTime'] },
};

describe.each(databaseTargets())('a step missing a field, saved on $name', (target) => {
  const published = publishedSteps(target, [
    {
      name: 'contact',
      schema: CONTACT_STEP,
      copy: { en: { 'steps.contact.title': 'How can we reach you?' } },
    },
  ]);
  let headers: Record<string, string>;

  beforeEach(async () => {
    headers = await published.ownerAt('contact');
  });

  const pathsOfRefusal = async (values: object) => {
    const res = await published.save(headers, { step: 'contact', ...values });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ data: { errors: { path: string }[] } }>().data.errors.map((e) => e.path);
  };

  it('names the field a property dependency asks for, where the form shows it', async () => {
    expect(await pathsOfRefusal({ phone: '+44 20 7946 0000' })).toEqual(['/callTime']);
  });

  it('names the required field, not the step', async () => {
    expect(await pathsOfRefusal({ callTime: 'mornings' })).toEqual(['/phone']);
  });
});
