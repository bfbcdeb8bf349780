import { acceptedEncodings, preferredEncoding } from './static-files';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, ['identity']],
    ['', ['identity']],
    ['identity', ['identity']],
    ['gzip, deflate, br, zstd', ['br', 'gzip', 'identity']],
    ['gzip, deflate', ['gzip', 'identity']],
    ['br', ['br', 'identity']],
    ['br;q=0.5, gzip', ['gzip', 'br', 'identity']],
    ['br;q=0, gzip;q=0.1', ['gzip', 'identity']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0.5, gzip;q=0', ['br', 'identity']],
    ['GZIP;Q=1, BR;q=1', ['br', 'gzip', 'identity']],
    ['x-gzip', ['gzip', 'identity']],
    ['br;q=abc, gzip', ['gzip', 'identity']],
  ])('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
    expect(preferredEncoding(header)).toBe(expected[0]);
  });
});
