import type { SubscriptionStatus } from '@pfe/contracts';

/**
 * The signed-in user as a request knows it: the user row (modules/users `UserEntity`, which
 * implements this) read fresh for each request, without the password hash. Declared here, not
 * imported from the users module, because common imports no module.
 */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** Reaches /api/moderation (issue 32); admins do too. */
  isModerator: boolean;
  pricingTier: string;
  subscriptionStatus: SubscriptionStatus;
  inviteCodeUsed: string | null;
  lastSignInAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
