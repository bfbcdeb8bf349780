import type { LighthousePhotoType } from '@pfe/contracts/lighthouse';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LighthousePropertyEntity } from './lighthouse-property.entity';

/** A listing's photo, re-encoded without metadata and kept in the media storage under `mediaKey`. */
@Entity({ name: 'lighthouse_property_photos' })
export class LighthousePropertyPhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => LighthousePropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: LighthousePropertyEntity;

  @Column({ name: 'media_key', type: 'varchar', length: 200, unique: true })
  mediaKey: string;

  @Column({ name: 'content_type', type: 'varchar', length: 20 })
  contentType: LighthousePhotoType;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
