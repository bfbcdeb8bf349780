import { LIGHTHOUSE_PHOTOS } from '@pfe/contracts/lighthouse';
import { CallHandler, createParamDecorator, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { readAll, receiveSingleFile } from '../../common/media/multipart-file';
import { LighthouseErrors } from './lighthouse.errors';

/** The uploaded photo as `@UploadedPhotoFile()` hands it to the route: its bytes, not yet checked. */
export interface UploadedPhoto {
  buffer: Buffer;
}

/** Where the interceptor leaves the photo on the request (`request.file` is @fastify/multipart's reader). */
const UPLOADED = Symbol('uploadedPhoto');
type PhotoRequest = FastifyRequest & { [UPLOADED]?: UploadedPhoto };

/** The photo the PhotoUploadInterceptor read, or undefined for a request that was not multipart. */
export const UploadedPhotoFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedPhoto | undefined => context.switchToHttp().getRequest<PhotoRequest>()[UPLOADED],
);

/**
 * Reads a listing photo upload with the shared reader (common/media/multipart-file.ts, over
 * `@fastify/multipart`): one part, the file in the field `file`, of at most LIGHTHOUSE_PHOTOS.maxBytes
 * (413 `lighthouse.photoTooLarge` above), anything else a 400 `lighthouse.unreadablePhotoUpload`; the
 * photo is read into memory (it is decoded whole anyway). The service checks and cleans it; a request
 * that is not multipart gets no file.
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<PhotoRequest>();
    request[UPLOADED] = await receiveSingleFile(request, {
      maxBytes: LIGHTHOUSE_PHOTOS.maxBytes,
      tooLarge: LighthouseErrors.photoTooLarge,
      unreadable: LighthouseErrors.unreadablePhotoUpload,
      store: async (stream) => ({ buffer: await readAll(stream) }),
    });
    return next.handle();
  }
}
