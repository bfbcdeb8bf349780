import sharp from 'sharp';
import { detectImageType, reencodeImage } from './image';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectImageType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s', (_name, head, type) => {
    expect(detectImageType(head)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an HTML page', bytes('<!doctype html>')],
    ['a GIF', bytes('GIF89a')],
    ['a WAV (RIFF but not WEBP)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89], 'PNG')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectImageType(head)).toBeNull();
  });
});

describe('reencodeImage', () => {
  it('drops EXIF with its GPS position, and applies the orientation to the pixels', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('PhoneCo')).toBe(true);
    const clean = await reencodeImage(photo, 'image/jpeg', 2048);
    const meta = await sharp(clean.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments }).toEqual({});
    expect(clean.data.includes('PhoneCo')).toBe(false);
    // Orientation 6 (rotate 90°): the 40×20 photo stands 20×40.
    expect([clean.width, clean.height]).toEqual([20, 40]);
  });

  it('scales a large image down to the longest side, keeping its type', async () => {
    const big = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#00000080' } }).png().toBuffer();
    const clean = await reencodeImage(big, 'image/png', 200);
    expect([clean.width, clean.height]).toEqual([200, 100]);
    expect((await sharp(clean.data).metadata()).format).toBe('png');
  });

  it('refuses bytes that only start like an image, or decode as another type', async () => {
    await expect(reencodeImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'not really a jpeg'), 'image/jpeg', 2048)).rejects.toThrow();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(reencodeImage(png, 'image/webp', 2048)).rejects.toThrow();
  });
});
