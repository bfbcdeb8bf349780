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

/** SupportMatch admin (spec sub-apps §3, §7): GET /api/supportmatch/admin/stats. */
export interface SupportMatchStats {
  activeUsers: number;
  currentPartnerships: number;
  pendingReports: number;
}

/** POST /api/supportmatch/admin/partnerships/run-matching */
export interface SupportMatchMatchingRun {
  message: string;
  runId: string;
  pairs: number;
  unmatched: number;
}

export interface SupportMatchPartnership {
  id: string;
  user1Id: string;
  user2Id: string;
  user1Nickname: string | null;
  user2Nickname: string | null;
  /** active, completed, ended_early, cancelled or ended. */
  status: string;
  startDate: string;
  endDate: string | null;
  createdAt: string;
}

export type SupportMatchReportStatus = 'pending' | 'resolved' | 'dismissed';

export interface SupportMatchReport {
  id: string;
  reporterId: string;
  reportedUserId: string;
  partnershipId: string | null;
  reason: string;
  description: string;
  status: SupportMatchReportStatus | string;
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SupportMatchAnnouncement {
  id: string;
  title: string;
  content: string;
  /** info, warning, maintenance, update or promotion. */
  type: string;
  isActive: boolean;
  showOnLogin: boolean;
  showOnSignInPage: boolean;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SupportMatchProfile {
  id: string;
  userId: string;
  nickname: string;
  gender: string | null;
  genderPreference: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  timezone: string | null;
  timezonePreference: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
