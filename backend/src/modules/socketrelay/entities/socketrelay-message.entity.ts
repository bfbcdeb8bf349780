import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { SocketRelayFulfillmentEntity } from './socketrelay-fulfillment.entity';

/** A fulfilment's chat message; read and written through the platform chat service only. */
@Entity({ name: 'socketrelay_messages' })
export class SocketRelayMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'fulfillment_id', type: 'uuid' })
  fulfillmentId: string;

  @ManyToOne(() => SocketRelayFulfillmentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fulfillment_id' })
  fulfillment?: SocketRelayFulfillmentEntity;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_id' })
  sender?: UserEntity;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
