import { PartnershipStatus } from '@pfe/contracts/supportmatch';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { SupportMatchMatchingRunEntity } from './supportmatch-matching-run.entity';

@Entity({ name: 'supportmatch_partnerships' })
export class SupportMatchPartnershipEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user1_id', type: 'uuid' })
  user1Id: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user1_id' })
  user1?: UserEntity;

  @Column({ name: 'user2_id', type: 'uuid' })
  user2Id: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user2_id' })
  user2?: UserEntity;

  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: PartnershipStatus;

  @Column({ name: 'matching_run_id', type: 'uuid', nullable: true })
  matchingRunId: string | null;

  @ManyToOne(() => SupportMatchMatchingRunEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'matching_run_id' })
  matchingRun?: SupportMatchMatchingRunEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
