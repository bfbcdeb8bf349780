import type { LighthouseProfileType } from '@pfe/contracts/lighthouse';
import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

@Entity({ name: 'lighthouse_profiles' })
export class LighthouseProfileEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  /** Fixed after creation. */
  @Column({ name: 'profile_type', type: 'varchar', length: 20 })
  profileType: LighthouseProfileType;

  @Column({ name: 'display_name', type: 'varchar', length: 100 })
  displayName: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  bio: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 20, nullable: true })
  phoneNumber: string | null;

  @Column({ name: 'housing_needs', type: 'varchar', length: 2000, nullable: true })
  housingNeeds: string | null;

  /** YYYY-MM-DD (a date column is read as text). */
  @Column({ name: 'move_in_date', type: 'date', nullable: true })
  moveInDate: string | null;

  @Column({ name: 'budget_min', type: 'numeric', precision: 10, scale: 2, nullable: true })
  budgetMin: string | null;

  @Column({ name: 'budget_max', type: 'numeric', precision: 10, scale: 2, nullable: true })
  budgetMax: string | null;

  @Column({ name: 'has_property', type: 'boolean', default: false })
  hasProperty: boolean;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
