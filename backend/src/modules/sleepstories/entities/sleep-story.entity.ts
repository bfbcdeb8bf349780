import type { SleepStoryAudioType, SleepStoryCategory } from '@pfe/contracts/sleepstories';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Spec §3 `sleep_stories`, plus the audio file we host for it (its key in the media storage). */
@Entity({ name: 'sleep_stories' })
export class SleepStoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** Whole seconds, positive. */
  @Column({ type: 'integer' })
  duration: number;

  /** None when the story plays its own audio (an active story always has one or the other). */
  @Column({ name: 'wistia_media_id', type: 'varchar', length: 100, nullable: true })
  wistiaMediaId: string | null;

  @Column({ name: 'download_url', type: 'varchar', length: 2000, nullable: true })
  downloadUrl: string | null;

  @Column({ type: 'varchar', length: 20, default: 'general' })
  category: SleepStoryCategory;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 2000, nullable: true })
  thumbnailUrl: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** Where the audio lives in the media storage; never a name a client chose. */
  @Column({ name: 'audio_key', type: 'varchar', length: 200, nullable: true })
  audioKey: string | null;

  @Column({ name: 'audio_content_type', type: 'varchar', length: 50, nullable: true })
  audioContentType: SleepStoryAudioType | null;

  /** Bytes; bigint comes back from pg as a string. */
  @Column({ name: 'audio_size', type: 'bigint', nullable: true })
  audioSize: string | null;

  @Column({ name: 'audio_uploaded_at', type: 'timestamptz', nullable: true })
  audioUploadedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
