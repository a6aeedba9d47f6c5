import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { publishedSteps } from '../support/publishedSteps';

/** A step an operator pastes in, one field per format a browser input fills. */
const APPOINTMENT_STEP = {
  $schema: '../meta/step.schema.json',
  title: 'steps.appointment.title',
  type: 'object',
  properties: {
    day: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'time' },
    startsAt: { type: 'string', format: 'date-time' },
    contactEmail: { type: 'string', format: 'email' },
    website: { type: 'string', format: 'uri' },
    colour: { type: 'string', format: 'color' },
  },
};

/** What Chromium's date, time, datetime-local, email, url and color inputs give. */
const FROM_BROWSER_INPUTS = {
  day: '2026-11-28',
  at: '10:20',
  startsAt: '2026-11-28T10:20',
  contactEmail: 'ana@example.com',
  website: 'https://example.com/shop',
  colour: '#aabbcc',
};

describe.each(databaseTargets())('a step declaring string formats, saved on $name', (target) => {
  const published = publishedSteps(target, [
    {
      name: 'appointment',
      schema: APPOINTMENT_STEP,
      fields: Object.keys(FROM_BROWSER_INPUTS),
      copy: { en: { 'steps.appointment.title': 'When shall we call?' } },
    },
  ]);
  let headers: Record<string, string>;

  beforeEach(async () => {
    headers = await published.ownerAt('appointment');
  });

  const save = (values: object) => published.save(headers, { step: 'appointment', ...values });

  it('stores what the browser inputs give, with and without seconds', async () => {
    const res = await save(FROM_BROWSER_INPUTS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: object }>().data).toMatchObject(FROM_BROWSER_INPUTS);
    const withSeconds = await save({ at: '10:20:30', startsAt: '2026-11-28T10:20:30' });
    expect(withSeconds.statusCode, withSeconds.body).toBe(200);
  });

  it('refuses a value no such input gives, at its field, in the error envelope', async () => {
    const res = await save({ ...FROM_BROWSER_INPUTS, at: '25:20', colour: 'bluish' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json<{ data: { errors: { path: string }[] } }>()
      .data.errors.map((e) => e.path);
    expect(paths.sort()).toEqual(['/at', '/colour']);
  });
});
