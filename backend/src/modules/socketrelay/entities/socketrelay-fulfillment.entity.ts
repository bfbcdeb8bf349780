import type { SocketRelayFulfillmentStatus } from '@pfe/contracts/socketrelay';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { SocketRelayRequestEntity } from './socketrelay-request.entity';

/** At most one active fulfilment per request (a partial unique index in the migration). */
@Entity({ name: 'socketrelay_fulfillments' })
export class SocketRelayFulfillmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @ManyToOne(() => SocketRelayRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id' })
  request?: SocketRelayRequestEntity;

  @Column({ name: 'fulfiller_user_id', type: 'uuid' })
  fulfillerUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fulfiller_user_id' })
  fulfiller?: UserEntity;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: SocketRelayFulfillmentStatus;

  @Column({ name: 'closed_by', type: 'uuid', nullable: true })
  closedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'closed_by' })
  closer?: UserEntity | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
