import { ReportStatus } from '@pfe/contracts/supportmatch';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { SupportMatchPartnershipEntity } from './supportmatch-partnership.entity';

/**
 * SupportMatch's view of `reports`, moderation's one reports table of every app (its rows of
 * `app = 'supportmatch'`; the table keeps its unprefixed name because no app owns it).
 */
@Entity({ name: 'reports' })
export class SupportMatchReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reporter_id' })
  reporter?: UserEntity;

  @Column({ name: 'reported_user_id', type: 'uuid' })
  reportedUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reported_user_id' })
  reportedUser?: UserEntity;

  @Column({ name: 'partnership_id', type: 'uuid', nullable: true })
  partnershipId: string | null;

  @ManyToOne(() => SupportMatchPartnershipEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'partnership_id' })
  partnership?: SupportMatchPartnershipEntity | null;

  @Column({ type: 'varchar', length: 100 })
  reason: string;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ReportStatus;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  resolution: string | null;

  /** The one reports table of every app (issue 32, modules/moderation): these columns are moderation's. */
  @Column({ type: 'varchar', length: 20, default: 'supportmatch' })
  app: string;

  @Column({ type: 'varchar', length: 40, default: 'member' })
  kind: string;

  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
