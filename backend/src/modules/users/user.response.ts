import { UserEntity } from './entities/user.entity';

/** The user JSON of ARCHITECTURE.md "Sign-in": never a password hash. */
export interface UserResponse {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  pricingTier: string;
  subscriptionStatus: string;
  inviteCodeUsed: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toUserResponse(user: UserEntity): UserResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    pricingTier: user.pricingTier,
    subscriptionStatus: user.subscriptionStatus,
    inviteCodeUsed: user.inviteCodeUsed,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
