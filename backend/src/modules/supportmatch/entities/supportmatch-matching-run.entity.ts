import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

@Entity({ name: 'supportmatch_matching_runs' })
export class SupportMatchMatchingRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'triggered_by', type: 'uuid', nullable: true })
  triggeredBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'triggered_by' })
  triggeredByUser?: UserEntity | null;

  @Column({ type: 'integer' })
  seed: number;

  @Column({ type: 'integer' })
  eligible: number;

  @Column({ type: 'integer' })
  pairs: number;

  @Column({ name: 'unmatched_user_ids', type: 'uuid', array: true, default: () => "'{}'" })
  unmatchedUserIds: string[];

  /** Unmatched member id → why they were left out (MatchingUnmatchedReason). */
  @Column({ name: 'unmatched_reasons', type: 'jsonb', default: () => "'{}'" })
  unmatchedReasons: Record<string, string>;

  /** The counts the admin was shown (MatchingReasonCounts). */
  @Column({ name: 'reason_counts', type: 'jsonb', default: () => "'{}'" })
  reasonCounts: Record<string, number>;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
