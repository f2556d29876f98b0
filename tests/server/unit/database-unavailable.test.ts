import mongoose from 'mongoose';
import { asKnownError, isDatabaseUnavailable } from '@/db/connection';
import { ServiceUnavailableError } from '@/errors';

/** The driver's error when a hung database's monitor times out (mongodb's cmap/errors.js). */
class PoolClearedOnNetworkError extends mongoose.mongo.MongoNetworkError {
  override get name(): string {
    return 'PoolClearedOnNetworkError';
  }
}

describe('telling "cannot reach the database" (503) from a bug (500)', () => {
  it.each([
    ['a network error', new mongoose.mongo.MongoNetworkError('connect ECONNREFUSED 127.0.0.1:1')],
    ['a network timeout', new mongoose.mongo.MongoNetworkTimeoutError('connection timed out')],
    ['a server selection timeout', new mongoose.mongo.MongoServerSelectionError('connect ECONNREFUSED', {} as never)],
    [
      'a pool cleared because the server monitor timed out',
      new PoolClearedOnNetworkError('Connection to 127.0.0.1:1 interrupted due to server monitor timeout'),
    ],
    ['a command before the client connected', new Error('Client must be connected before running operations')],
  ])('%s is the database being unavailable', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(asKnownError(error)).toBeInstanceOf(ServiceUnavailableError);
  });

  it.each([
    ['a server error', new mongoose.mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(asKnownError(error)).toBe(error);
  });
});
