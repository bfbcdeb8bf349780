import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A block, for the whole platform: `userId` never sees, messages or is matched with
 * `blockedUserId` in any app. Private to its owner; the blocked member is never told.
 * (The table keeps its first name, `exclusions`, from SupportMatch.)
 */
@Entity({ name: 'exclusions' })
export class BlockEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'excluded_user_id', type: 'uuid' })
  blockedUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'excluded_user_id' })
  blockedUser?: UserEntity;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
