import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LIGHTHOUSE_PHOTOS } from '@pfe/contracts';

const MB = 1024 * 1024;

/**
 * The largest file any upload route takes: SleepStories audio (MEDIA_MAX_UPLOAD_MB) and LightHouse
 * photos (LIGHTHOUSE_PHOTOS.maxBytes, fixed). A route's reader applies its own limit below it.
 */
function largestUpload(maxUploadMb: number): number {
  return Math.max(maxUploadMb * MB, LIGHTHOUSE_PHOTOS.maxBytes);
}

/**
 * `multipart/form-data` through `@fastify/multipart`, for the upload routes only (same-origin.ts
 * refuses the type elsewhere with a 415, before any parser). Nothing is read until a route's
 * interceptor asks, through the one reader (common/media/multipart-file.ts: `request.parts()` with
 * the route's own file size), and then within these limits: one part, a file of at most the largest
 * any route takes (a larger one is cut off there), no text field, short field names and few part
 * headers. Registered after the JSON parser (json-body.ts), which removes every other parser.
 */
export async function registerMultipart(app: NestFastifyApplication, maxUploadMb: number): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: largestUpload(maxUploadMb), files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 },
  });
}
