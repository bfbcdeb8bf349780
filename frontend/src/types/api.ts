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

/** One of the signed-in member's own payments, as GET /api/payments answers it (newest first). */
export interface Payment {
  id: string;
  /** Two decimals, e.g. "12.50". */
  amount: string;
  /** One of the spec §5 methods, e.g. "venmo" or "amazon-gift-card". */
  paymentMethod: string;
  /** ISO timestamp. */
  paymentDate: string;
  /** The month the payment covers, "YYYY-MM". */
  billingMonth: string;
  notes: string | null;
  createdAt: string;
}
