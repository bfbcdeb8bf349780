/** The signed-in user as GET /api/auth/user answers it (ARCHITECTURE.md "Sign-in"). */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** Monthly rate, two decimals, e.g. "1.00". */
  pricingTier: string;
  subscriptionStatus: string;
  inviteCodeUsed: string | null;
  createdAt: string;
  updatedAt: string;
}
