/** The records of the admin API (ARCHITECTURE.md "Admin lists"; spec §3). Amounts are two-decimal strings. */

export interface PersonRef {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type SubscriptionStatus = 'active' | 'overdue' | 'inactive';

export interface AdminUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  pricingTier: string;
  subscriptionStatus: string | null;
  inviteCodeUsed: string | null;
  invitedBy: PersonRef | null;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InviteRedemption {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  redeemedAt: string;
}

export interface Invite {
  id: string;
  code: string;
  maxUses: number;
  currentUses: number;
  isActive: boolean;
  expiresAt: string | null;
  createdBy: string | null;
  createdAt: string;
  status?: string;
  redemptions?: InviteRedemption[];
}

export interface Payment {
  id: string;
  amount: string;
  paymentMethod: string;
  paymentDate: string;
  billingMonth?: string;
  notes: string | null;
  createdAt: string;
  userId: string;
  recordedBy: string | null;
  user: PersonRef | null;
}

export interface PricingTier {
  id: string;
  amount: string;
  effectiveDate: string;
  isCurrentTier: boolean;
  createdAt: string;
}

export interface ActivityEntry {
  id: string;
  adminId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: unknown;
  createdAt: string;
}

export interface AdminStats {
  totalUsers: number;
  activeInvites: number;
  collectedMonthlyRevenue: string;
  outstandingRevenue: string;
}
