import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { InviteCodeEntity } from './invite-code.entity';

/** Who joined with which code (and so who invited whom). */
@Entity({ name: 'invite_redemptions' })
export class InviteRedemptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'invite_code_id', type: 'uuid' })
  inviteCodeId: string;

  @ManyToOne(() => InviteCodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invite_code_id' })
  inviteCode?: InviteCodeEntity;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'redeemed_at', type: 'timestamptz', default: () => 'now()' })
  redeemedAt: Date;
}
