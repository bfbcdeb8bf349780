import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { suspensionMessage } from './suspension';

const refused = (body: object) => new ApiError(403, 'Forbidden', JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Your account is suspended', ...body }));

describe('suspensionMessage', () => {
  it('says until when a suspended member can sign in again', () => {
    expect(suspensionMessage(refused({ code: 'account.suspended', until: '2030-05-01T10:00:00.000Z' }), 'en-US')).toMatch(/^Your account is suspended until May 1, 2030/);
  });
  it('says a suspension without an end lasts until a moderator lifts it', () => {
    expect(suspensionMessage(refused({ code: 'account.suspended', until: null }))).toMatch(/until a moderator lifts the suspension/);
  });
  it('says why, as the moderator wrote it', () => {
    expect(suspensionMessage(refused({ code: 'account.suspended', until: null, reason: 'Asked members for money' }))).toMatch(/Reason: Asked members for money$/);
  });
  it('says nothing for other errors', () => {
    expect(suspensionMessage(new ApiError(401, 'Unauthorized', JSON.stringify({ code: 'auth.invalidCredentials', message: 'Invalid email or password' })))).toBeUndefined();
  });
});
