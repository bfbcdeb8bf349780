import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { AUDIO_EXTENSION, detectAudioType, SNIFF_BYTES } from '../../src/common/media/audio-sniff';
import { MEDIA_STORAGE, type MediaStorage } from '../../src/common/media/media-storage';
import { receiveSingleFile } from '../../src/common/media/multipart-file';
import { FIXTURE_VOICE_MAX_MB, FIXTURE_VOICE_TYPES, type FixtureAttachment, type FixtureVoiceType } from './contracts';
import { FixtureErrors } from './fixture.errors';

const MAX_BYTES = FIXTURE_VOICE_MAX_MB * 1024 * 1024;

/** Voice memos on a note: its author uploads one, a WAV or Ogg file (the entry's upload slot), read from its bytes. */
@Injectable()
export class FixtureAttachmentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async attach(userId: string, noteId: string, request: FastifyRequest): Promise<FixtureAttachment> {
    const own = await this.db.query(`SELECT 1 FROM fixture_notes WHERE id = $1 AND author_id = $2`, [noteId, userId]);
    if (own.length === 0) throw FixtureErrors.noteNotFound();
    const file = await receiveSingleFile(request, {
      maxBytes: MAX_BYTES,
      tooLarge: FixtureErrors.voiceTooLarge,
      unreadable: FixtureErrors.voiceUnreadable,
      store: (stream) => this.store(stream),
      remove: (stored) => this.media.delete(stored.key),
    });
    if (!file) throw FixtureErrors.voiceMissing();
    try {
      const [row]: { id: string }[] = await this.db.query(`INSERT INTO fixture_attachments (note_id, media_key, content_type, size) VALUES ($1, $2, $3, $4) RETURNING id`, [
        noteId,
        file.key,
        file.contentType,
        file.size,
      ]);
      return { id: row.id, noteId, contentType: file.contentType, size: file.size };
    } catch (err) {
      await this.media.delete(file.key);
      throw err;
    }
  }

  /** Reads the memo (at most MAX_BYTES: the reader cuts it there), checks its type from its first bytes, stores it. */
  private async store(stream: Readable): Promise<{ key: string; contentType: FixtureVoiceType; size: number }> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    const detected = detectAudioType(data.subarray(0, SNIFF_BYTES));
    const contentType = FIXTURE_VOICE_TYPES.find((type) => type === detected);
    if (!contentType) throw FixtureErrors.notVoice();
    const key = `fixture/${randomUUID()}.${AUDIO_EXTENSION[contentType]}`;
    const { size } = await this.media.put(key, Readable.from([data]));
    return { key, contentType, size };
  }
}
