import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * `multipart/form-data` through `@fastify/multipart`, for the upload routes only (same-origin.ts
 * refuses the type elsewhere with a 415, before any parser). Nothing is read until a route's
 * interceptor asks, through the one reader (common/media/multipart-file.ts: `request.parts()` with
 * the route's own file size, which overrides the default here: the plugin deep-merges a call's limits
 * over these), and then within these limits: one part, a file of MEDIA_MAX_UPLOAD_MB unless the route
 * says otherwise (a larger one is cut off there), no text field, short field names and few part
 * headers. Registered after the JSON parser (json-body.ts), which removes every other parser.
 */
export async function registerMultipart(app: NestFastifyApplication, maxUploadMb: number): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadMb * 1024 * 1024, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 },
  });
}
