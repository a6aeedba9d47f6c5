import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/unavailable';

describe('telling a database outage from a bad request', () => {
  it.each([
    [
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    ],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [new Error('Connection terminated unexpectedly')],
    [new Error('Client has encountered a connection error and is not queryable')],
    [new Error('timeout exceeded when trying to connect')],
  ])('counts %s as the database being out of reach', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    [new Error('invalid input syntax for type uuid')],
    [null],
  ])('does not count %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
