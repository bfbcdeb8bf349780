/** The records of the admin API (ARCHITECTURE.md "Admin lists"; spec §3). Amounts are two-decimal strings. */
import type { Announcement, Payment as MemberPayment, SupportMatchProfile as MemberSupportMatchProfile, User } from '../types/api';

export interface PersonRef {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type SubscriptionStatus = 'active' | 'overdue' | 'inactive';

/** The user JSON plus what only admins see. */
export interface AdminUser extends Omit<User, 'subscriptionStatus'> {
  subscriptionStatus: string | null;
  invitedBy: PersonRef | null;
  lastSignInAt: string | null;
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

/** A payment as the admin list answers it: the member's payment plus who paid and who recorded it. */
export interface Payment extends Omit<MemberPayment, 'billingMonth'> {
  billingMonth?: string;
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

/** Announcements are one shape across the member screens and the console. */
export type SupportMatchAnnouncement = Announcement;

export type SupportMatchProfile = MemberSupportMatchProfile;
