import type { LighthousePropertyType } from '@pfe/contracts/lighthouse';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** A listing. Its `address` and `zipCode` leave the server only through the owner and accepted-seeker mappers. */
@Entity({ name: 'lighthouse_properties' })
export class LighthousePropertyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'host_id', type: 'uuid' })
  hostId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'host_id' })
  host?: UserEntity;

  @Column({ name: 'property_type', type: 'varchar', length: 20, default: 'room' })
  propertyType: LighthousePropertyType;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 5000 })
  description: string;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 50 })
  state: string;

  @Column({ name: 'zip_code', type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ type: 'integer', nullable: true })
  bedrooms: number | null;

  @Column({ type: 'numeric', precision: 3, scale: 1, nullable: true })
  bathrooms: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  amenities: string[];

  @Column({ name: 'house_rules', type: 'varchar', length: 2000, nullable: true })
  houseRules: string | null;

  @Column({ name: 'monthly_rent', type: 'numeric', precision: 10, scale: 2, nullable: true })
  monthlyRent: string | null;

  @Column({ name: 'security_deposit', type: 'numeric', precision: 10, scale: 2, nullable: true })
  securityDeposit: string | null;

  @Column({ name: 'available_from', type: 'date', nullable: true })
  availableFrom: string | null;

  @Column({ name: 'available_until', type: 'date', nullable: true })
  availableUntil: string | null;

  @Column({ name: 'max_occupants', type: 'integer', default: 1 })
  maxOccupants: number;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  photos: string[];

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** An admin took the listing down; only an admin puts it back. */
  @Column({ name: 'hidden_by_admin', type: 'boolean', default: false })
  hiddenByAdmin: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
