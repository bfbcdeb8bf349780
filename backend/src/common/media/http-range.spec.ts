import { parseByteRange } from './http-range';

describe('parseByteRange (a 1,000-byte file)', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
  ])('%s → a range', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s → unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=abc', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3', `bytes=${'9'.repeat(20)}-`])('%s → ignored (the whole file)', (header) => {
    expect(parseByteRange(header, 1000)).toBeUndefined();
  });

  it('an empty file satisfies no range', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
