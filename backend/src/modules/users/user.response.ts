import type { User } from '@pfe/contracts';
import type { AuthUser } from '../../common/http/auth-user';

export function toUserResponse(user: AuthUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    isModerator: user.isModerator ?? false,
    pricingTier: user.pricingTier,
    subscriptionStatus: user.subscriptionStatus,
    inviteCodeUsed: user.inviteCodeUsed,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
