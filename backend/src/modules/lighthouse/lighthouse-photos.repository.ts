import type { ImageType } from '../../common/media/image';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { PROPERTY_FROM, VISIBLE_TO_VIEWER } from './lighthouse.sql';

export interface PhotoRow {
  media_key: string;
  content_type: ImageType;
  size: number;
}

export interface NewPhoto {
  mediaKey: string;
  contentType: ImageType;
  size: number;
  width: number;
  height: number;
}

/** Listing photos (`lighthouse_property_photos`); the files themselves are on the media storage. */
@Injectable()
export class LighthousePhotosRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** How many photos the host's listing has; null when it is not hers. */
  async countOwn(hostId: string, propertyId: string): Promise<number | null> {
    const [row]: { count: number }[] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM lighthouse_property_photos ph WHERE ph.property_id = p.id) AS count
       FROM lighthouse_properties p WHERE p.id = $1 AND p.host_id = $2`,
      [propertyId, hostId],
    );
    return row ? row.count : null;
  }

  /** Locks the host's listing row (concurrent uploads wait: the count after it is exact); false when it is not hers. */
  async lockOwnListing(tx: Tx, hostId: string, propertyId: string): Promise<boolean> {
    return (await tx.query(`SELECT id FROM lighthouse_properties WHERE id = $1 AND host_id = $2 FOR UPDATE`, [propertyId, hostId])).length > 0;
  }

  async count(tx: Tx, propertyId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await tx.query(`SELECT count(*)::int AS count FROM lighthouse_property_photos WHERE property_id = $1`, [propertyId]);
    return count;
  }

  /** Records the photo and touches the listing's updated_at. */
  async insert(tx: Tx, propertyId: string, photo: NewPhoto): Promise<void> {
    await tx.query(
      `INSERT INTO lighthouse_property_photos (property_id, media_key, content_type, size, width, height) VALUES ($1, $2, $3, $4, $5, $6)`,
      [propertyId, photo.mediaKey, photo.contentType, photo.size, photo.width, photo.height],
    );
    await tx.query(`UPDATE lighthouse_properties SET updated_at = now() WHERE id = $1`, [propertyId]);
  }

  /** Deletes the photo of the host's own listing; answers its file's key, or null. */
  async removeOwn(hostId: string, propertyId: string, photoId: string): Promise<{ media_key: string }[]> {
    const [rows]: [{ media_key: string }[], number] = await this.db.query(
      `DELETE FROM lighthouse_property_photos ph USING lighthouse_properties p
       WHERE ph.id = $3 AND ph.property_id = $2 AND p.id = ph.property_id AND p.host_id = $1
       RETURNING ph.media_key`,
      [hostId, propertyId, photoId],
    );
    return rows;
  }

  /** Deletes the photo of any listing (the console); answers its file's key, or none. */
  async remove(tx: Tx, propertyId: string, photoId: string): Promise<{ media_key: string }[]> {
    const [deleted]: [{ media_key: string }[], number] = await tx.query(`DELETE FROM lighthouse_property_photos WHERE id = $2 AND property_id = $1 RETURNING media_key`, [
      propertyId,
      photoId,
    ]);
    return deleted;
  }

  /** The photo, when the viewer may see its listing (VISIBLE_TO_VIEWER). */
  async visibleTo(viewerId: string, propertyId: string, photoId: string): Promise<PhotoRow | undefined> {
    const [row]: PhotoRow[] = await this.db.query(
      `SELECT ph.media_key, ph.content_type, ph.size FROM lighthouse_property_photos ph
       JOIN LATERAL (SELECT p.id ${PROPERTY_FROM} WHERE p.id = ph.property_id AND ${VISIBLE_TO_VIEWER}) v ON true
       WHERE ph.id = $3 AND ph.property_id = $2`,
      [viewerId, propertyId, photoId],
    );
    return row;
  }

  /** The photo, whatever the listing's state (the console). */
  async find(propertyId: string, photoId: string): Promise<PhotoRow | undefined> {
    const [row]: PhotoRow[] = await this.db.query(`SELECT media_key, content_type, size FROM lighthouse_property_photos WHERE id = $2 AND property_id = $1`, [
      propertyId,
      photoId,
    ]);
    return row;
  }
}
