import { SubscriptionStatus } from '@pfe/contracts';
import type { AuthUser } from '../../../common/http/auth-user';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity implements AuthUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 255, unique: true })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ name: 'profile_image_url', type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  /** Sees the reports queue and acts on members (issue 32); granted by an admin. */
  @Column({ name: 'is_moderator', type: 'boolean', default: false })
  isModerator: boolean;

  /** Suspended while this is later than now (`infinity`: until lifted); read at every check. */
  @Column({ name: 'suspended_until', type: 'timestamptz', nullable: true, select: false })
  suspendedUntil?: Date | null;

  /** The member's locked monthly rate, numeric(10,2); TypeORM reads numerics as strings. */
  @Column({ name: 'pricing_tier', type: 'numeric', precision: 10, scale: 2, default: '1.00' })
  pricingTier: string;

  @Column({ name: 'subscription_status', type: 'varchar', length: 20, default: 'active' })
  subscriptionStatus: SubscriptionStatus;

  @Column({ name: 'invite_code_used', type: 'varchar', length: 50, nullable: true })
  inviteCodeUsed: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash: string | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /** Set when the member deleted their account; the row stays as an anonymised record. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
