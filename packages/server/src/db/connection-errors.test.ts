import { DrizzleQueryError } from 'drizzle-orm/errors';
import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

it('recognises a lost or refused connection, also when drizzle wraps it', () => {
  expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true);
  expect(
    isDatabaseUnavailable(
      new DrizzleQueryError(
        'select 1',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ),
  ).toBe(true);
});

it('leaves request faults and bugs alone', () => {
  expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
  expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
  expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
});
