import type { LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { LighthousePropertyEntity } from './lighthouse-property.entity';

/** A seeker's request for a property. At most one open (pending or accepted) per seeker and property. */
@Entity({ name: 'lighthouse_matches' })
export class LighthouseMatchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'seeker_id', type: 'uuid' })
  seekerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'seeker_id' })
  seeker?: UserEntity;

  @Column({ name: 'property_id', type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => LighthousePropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: LighthousePropertyEntity;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: LighthouseMatchStatus;

  @Column({ name: 'proposed_move_in_date', type: 'date', nullable: true })
  proposedMoveInDate: string | null;

  @Column({ name: 'actual_move_in_date', type: 'date', nullable: true })
  actualMoveInDate: string | null;

  @Column({ name: 'proposed_move_out_date', type: 'date', nullable: true })
  proposedMoveOutDate: string | null;

  @Column({ name: 'actual_move_out_date', type: 'date', nullable: true })
  actualMoveOutDate: string | null;

  @Column({ name: 'seeker_message', type: 'varchar', length: 2000, nullable: true })
  seekerMessage: string | null;

  @Column({ name: 'host_response', type: 'varchar', length: 2000, nullable: true })
  hostResponse: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
