import { ApiError } from '../../lib/api-client';
import { serverMessageOr } from './errors';

describe('serverMessageOr (spec §8)', () => {
  it("prefers the server's message", () => {
    const body = JSON.stringify({ statusCode: 409, message: 'You have already blocked this member', error: 'Conflict' });
    expect(serverMessageOr(new ApiError(409, 'Conflict', body), 'Failed to block user')).toBe('You have already blocked this member');
    expect(serverMessageOr(new ApiError(400, 'Bad Request', JSON.stringify({ message: ['a', 'b'] })), 'x')).toBe('a. b');
    expect(serverMessageOr(new ApiError(429, 'Too Many Requests', 'Slow down'), 'x')).toBe('Slow down');
  });

  it('uses the fixed text for empty bodies, HTML pages, network failures and anything else', () => {
    expect(serverMessageOr(new ApiError(500, 'Internal Server Error', ''), 'Failed to unblock user')).toBe('Failed to unblock user');
    expect(serverMessageOr(new ApiError(502, 'Bad Gateway', '<html>bad gateway</html>'), 'Failed to send message')).toBe('Failed to send message');
    expect(serverMessageOr(new ApiError(500, '', JSON.stringify({ statusCode: 500 })), 'Failed to block user')).toBe('Failed to block user');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed to send message')).toBe('Failed to send message');
    expect(serverMessageOr(undefined, 'Failed to create profile')).toBe('Failed to create profile');
  });
});
