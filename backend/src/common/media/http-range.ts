import type { ByteRange } from './media-storage';

/**
 * Reads an HTTP `Range` header (RFC 9110 §14) for a file of `size` bytes:
 * - `undefined`: no range to honour (no header, another unit, several ranges, bad syntax): send it all;
 * - `'unsatisfiable'`: a well-formed byte range that lies wholly outside the file (416);
 * - a range: send those bytes (206).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first.length > 15 || last.length > 15) return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
