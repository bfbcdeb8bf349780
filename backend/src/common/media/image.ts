import sharp from 'sharp';

/** The image types we take, read from the bytes. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The stored file's extension for each type. */
export const IMAGE_EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type of a file from its first bytes, or null when it is none we accept. The name and
 * the declared type are never consulted: a renamed SVG, HTML page or GIF is refused here.
 */
export function detectImageType(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'image/png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** What sharp calls each type, to check that the bytes decode as the type their header claims. */
const SHARP_FORMAT: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the image and encodes it again, in its own type, at most `maxSide` pixels on its longer
 * side: the new file carries pixels only. EXIF (GPS position, camera, time), XMP, IPTC, ICC and
 * comments are all dropped (sharp keeps none unless told to); the EXIF orientation is applied to
 * the pixels first, so the photo stands as it was taken. Throws when the bytes do not decode as
 * `type` (a truncated file, a header glued on something else) or the image is absurdly large.
 */
export async function reencodeImage(input: Buffer, type: ImageType, maxSide: number): Promise<CleanImage> {
  // failOn 'error': a damaged file is refused rather than half-decoded; 50 megapixels at most
  // (a decompression bomb stops here); the first frame only (no animation is kept).
  const image = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000, animated: false });
  const meta = await image.metadata();
  if (meta.format !== SHARP_FORMAT[type]) throw new Error(`decoded as ${meta.format}, not ${type}`);
  const pipeline = image.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.webp({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
