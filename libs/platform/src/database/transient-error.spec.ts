import { describe, expect, it } from '@jest/globals';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isTransientError } from './transient-error';

describe(isTransientError.name, () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a TypeORM error around a dropped connection', Object.assign(new Error('query failed'), { driverError: { code: '08006' } })],
    ['a server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a serialization failure', Object.assign(new Error('could not serialize access'), { code: '40001' })],
    ['a pool that lost its server', new Error('Connection terminated unexpectedly')],
    ['a transaction whose connection died between statements', new QueryRunnerProviderAlreadyReleasedError()],
    ['a query runner released after its connection died', new QueryRunnerAlreadyReleasedError()],
    ['a destroyed DataSource', new Error('Driver not Connected')],
    ['Redis down (ioredis, offline queue off)', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['Redis silent', new Error('Command timed out')],
  ])('retries %s', (_name, error) => {
    expect(isTransientError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a bug in a handler', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a check violation', Object.assign(new Error('violates check constraint'), { driverError: { code: '23514' } })],
    ['nothing at all', undefined],
  ])('dead-letters %s', (_name, error) => {
    expect(isTransientError(error)).toBe(false);
  });
});
