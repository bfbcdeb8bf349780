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

/** A SupportMatch profile, as GET /api/supportmatch/profile answers it (an empty body when there is none). */
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
  /** same_timezone (default) or any_timezone. */
  timezonePreference: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST / PUT /api/supportmatch/profile: only these fields are accepted. */
export interface SupportMatchProfileInput {
  nickname: string;
  gender?: string;
  genderPreference?: string;
  city?: string;
  state?: string;
  country?: string;
  timezone?: string;
  timezonePreference?: string;
  isActive?: boolean;
}

/** The caller's active partnership (GET /api/supportmatch/partnership/active; an empty body when there is none). */
export interface ActivePartnership {
  id: string;
  partnerNickname: string;
  /** Opaque id of the partner, needed to block or report them. */
  partnerUserId: string;
  startDate: string;
  /** Empty means ongoing. */
  endDate: string | null;
  status: string;
}

/** One of the caller's partnerships (GET /api/supportmatch/partnership/history). */
export interface PartnershipHistoryEntry {
  id: string;
  /** active, completed, ended_early, cancelled or ended. */
  status: string;
  startDate: string | null;
  endDate: string | null;
}

/** A sub-app announcement as members see it (active and unexpired, newest first). */
export interface Announcement {
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

/** One chat message (REST lists and the socket's `message` event share this shape). */
export interface ChatMessage {
  id: string;
  senderId: string;
  content: string;
  createdAt: string;
}

/** A member the caller has blocked (GET /api/supportmatch/exclusions). */
export interface Exclusion {
  id: string;
  excludedUserId: string;
  excludedNickname: string | null;
  reason: string | null;
  createdAt: string;
}

/** Someone the caller may block (GET /api/supportmatch/exclusions/candidates). */
export interface BlockCandidate {
  userId: string;
  nickname: string;
}

/** A safety report the caller filed (POST /api/supportmatch/reports). */
export interface SupportMatchReport {
  id: string;
  reason: string;
  status: string;
  createdAt: string;
}
