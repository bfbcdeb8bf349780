import { LIGHTHOUSE_PHOTOS, type LighthouseAdminProperty, type LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { detectImageType, IMAGE_EXTENSION, reencodeImage } from '../../common/media/image';
import { MEDIA_STORAGE, MediaStorage } from '../../common/media/media-storage';
import { ActivityService } from '../activity/activity.service';
import { LighthousePropertiesService } from './lighthouse-properties.service';
import { LighthouseErrors } from './lighthouse.errors';
import { LighthousePhotosRepository, PhotoRow } from './lighthouse-photos.repository';

/** A photo's bytes as the route sends them. */
export interface PhotoAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** None for a 304. */
  stream?: Readable;
}

/**
 * Listing photos on our own media storage. An upload is sniffed from its bytes, decoded and encoded
 * again without any metadata (reencodeImage), stored under a server-made key, then recorded under a
 * lock on the listing so that no more than LIGHTHOUSE_PHOTOS.max ever exist, however many arrive at
 * once (a refused upload's file is removed). Photos are served from our origin to whoever may see
 * the listing itself, by the listing's own rules (VISIBLE_TO_VIEWER), and to admins.
 */
@Injectable()
export class LighthousePhotosService {
  private readonly logger = new Logger('LighthousePhotos');

  constructor(
    private readonly photos: LighthousePhotosRepository,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    private readonly properties: LighthousePropertiesService,
    private readonly activity: ActivityService,
  ) {}

  /** The owner adds a photo; anyone else's listing is a 404, a ninth photo a 409. */
  async add(hostId: string, propertyId: string, file: Buffer): Promise<LighthouseOwnProperty> {
    // Cheap refusals first (someone else's listing, a full one), before any decoding.
    await this.countOwn(hostId, propertyId);
    if (file.length === 0) throw LighthouseErrors.emptyPhoto();
    const type = detectImageType(file);
    if (!type) throw LighthouseErrors.notAPhoto();
    const clean = await reencodeImage(file, type, LIGHTHOUSE_PHOTOS.maxSide).catch(() => {
      throw LighthouseErrors.unreadablePhoto();
    });
    const key = `lighthouse/${randomUUID()}.${IMAGE_EXTENSION[type]}`;
    await this.media.put(key, Readable.from([clean.data]));
    try {
      await this.photos.transaction(async (tx) => {
        if (!(await this.photos.lockOwnListing(tx, hostId, propertyId))) throw LighthouseErrors.propertyNotFound();
        if ((await this.photos.count(tx, propertyId)) >= LIGHTHOUSE_PHOTOS.max) throw LighthouseErrors.tooManyPhotos();
        await this.photos.insert(tx, propertyId, { mediaKey: key, contentType: type, size: clean.data.length, width: clean.width, height: clean.height });
      });
    } catch (err) {
      await this.media.delete(key);
      throw err;
    }
    return this.properties.getOwn(hostId, propertyId);
  }

  /** The owner removes a photo of their listing; another member's photo (or listing) is a 404. */
  async remove(hostId: string, propertyId: string, photoId: string): Promise<LighthouseOwnProperty> {
    const rows = await this.photos.removeOwn(hostId, propertyId, photoId);
    if (rows.length === 0) throw LighthouseErrors.photoNotFound();
    await this.deleteFiles(rows);
    return this.properties.getOwn(hostId, propertyId);
  }

  /** An admin removes a photo from any listing; logged in the same transaction. */
  async removeByAdmin(adminId: string, propertyId: string, photoId: string): Promise<LighthouseAdminProperty> {
    const rows = await this.photos.transaction(async (tx) => {
      const deleted = await this.photos.remove(tx, propertyId, photoId);
      if (deleted.length === 0) throw LighthouseErrors.photoNotFound();
      await this.activity.record(tx, adminId, {
        action: 'remove_lighthouse_photo',
        targetType: 'lighthouse_property',
        targetId: propertyId,
        details: { photoId },
      });
      return deleted;
    });
    await this.deleteFiles(rows);
    return this.properties.getForAdmin(propertyId);
  }

  /** The photo for a member who may see the listing (owner, listed and not across a block, or accepted seeker); else 404. */
  async open(viewerId: string, propertyId: string, photoId: string, ifNoneMatch?: string): Promise<PhotoAnswer> {
    const row = await this.photos.visibleTo(viewerId, propertyId, photoId);
    return this.answer(row, ifNoneMatch);
  }

  /** The photo for the console, whatever the listing's state. */
  async openForAdmin(propertyId: string, photoId: string, ifNoneMatch?: string): Promise<PhotoAnswer> {
    const row = await this.photos.find(propertyId, photoId);
    return this.answer(row, ifNoneMatch);
  }

  /** Files of a member's listings whose rows their account deletion removed (after it committed). */
  async deleteFiles(rows: { media_key: string }[]): Promise<void> {
    for (const { media_key } of rows) {
      // The row is gone, so nothing serves the file any more: a failure here leaves an orphan, logged.
      await this.media.delete(media_key).catch((err: Error) => this.logger.warn(`Could not delete ${media_key}: ${err.message}`));
    }
  }

  private async countOwn(hostId: string, propertyId: string): Promise<void> {
    const count = await this.photos.countOwn(hostId, propertyId);
    if (count === null) throw LighthouseErrors.propertyNotFound();
    if (count >= LIGHTHOUSE_PHOTOS.max) throw LighthouseErrors.tooManyPhotos();
  }

  /** The bytes, or a 304 when the browser has them: who may see them was checked on this very request. */
  private async answer(row: PhotoRow | undefined, ifNoneMatch?: string): Promise<PhotoAnswer> {
    if (!row || !(await this.media.stat(row.media_key))) throw LighthouseErrors.photoNotFound();
    // The key changes with every upload, so it names these exact bytes.
    const etag = `"${row.media_key.replace(/[^a-z0-9]/gi, '')}"`;
    const cache = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers: cache };
    return {
      status: 200,
      headers: { ...cache, 'Content-Type': row.content_type, 'Content-Length': String(row.size), 'Content-Disposition': 'inline' },
      stream: this.media.read(row.media_key),
    };
  }
}
