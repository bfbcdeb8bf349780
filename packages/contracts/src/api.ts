/** The JSON the API answers (dates as ISO strings, money as two-decimal strings). */
import type { AnnouncementType, InviteStatus } from './statuses';
import type { ChatKind } from './sub-apps';

/**
 * The body of every error answer (4xx and 5xx). `code` is stable and machine-readable: `<feature>.<rule>`
 * for a rule of ours (e.g. `invites.expired`), `http.<status name>` (e.g. `http.notFound`) or
 * `validation.failed` otherwise; match on it, never on `message`, which is for people.
 */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** The status text, e.g. "Not Found". */
  error: string;
  /** Validation errors field by field (`validation.failed`). */
  errors?: { field: string; messages: string[] }[];
}

/** The ack of a refused socket event: the same code and words an HTTP error body would carry. */
export interface SocketFailure {
  ok: false;
  code: string;
  error: string;
}

/** The signed-in user as GET /api/auth/user answers it. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** Sees the reports queue and acts on members (issue 32); admins may do the same. */
  isModerator: boolean;
  /** Monthly rate, two decimals, e.g. "1.00". */
  pricingTier: string;
  subscriptionStatus: string;
  inviteCodeUsed: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PersonRef {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Present (true) only when the account was deleted: the record stays, named DELETED_MEMBER, with no email. */
  deleted?: true;
}

/** The user JSON plus what only admins see. */
export interface AdminUser extends User {
  invitedBy: PersonRef | null;
  lastSignInAt: string | null;
}

export interface AdminStats {
  totalUsers: number;
  activeInvites: number;
  collectedMonthlyRevenue: string;
  outstandingRevenue: string;
}

/** One of the signed-in member's own payments (GET /api/payments, newest first). */
export interface Payment {
  id: string;
  amount: string;
  paymentMethod: string;
  paymentDate: string;
  /** The month the payment covers, "YYYY-MM". */
  billingMonth: string;
  notes: string | null;
  createdAt: string;
}

export interface AdminPayment extends Payment {
  userId: string;
  recordedBy: string | null;
  /** What the admin list's "User" column needs. */
  user: PersonRef | null;
}

export interface PricingTier {
  id: string;
  amount: string;
  effectiveDate: string;
  isCurrentTier: boolean;
  createdAt: string;
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
  status: InviteStatus;
}

export interface InviteRedemption {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  redeemedAt: string;
}

export interface InviteDetail extends Invite {
  redemptions: InviteRedemption[];
}

/** An entry of the admin activity log. */
export interface ActivityEntry {
  id: string;
  adminId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** A sub-app announcement. */
export interface Announcement {
  id: string;
  title: string;
  content: string;
  type: AnnouncementType | string;
  isActive: boolean;
  showOnLogin: boolean;
  showOnSignInPage: boolean;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One chat message (REST pages and the socket's `message` event share this shape). */
export interface ChatMessage {
  id: string;
  /** Its place in the conversation: 1, 2, 3… with no gap, assigned by the database. */
  seq: number;
  /** The UUID v4 the sending client chose; a resend with it answers this same message. */
  clientId: string;
  senderId: string;
  content: string;
  createdAt: string;
}

/**
 * Server → client socket event, to the room of one conversation: each new message, and the
 * replay a `subscribe` with `after` asks for. Delivery is at least once: keep messages by id.
 */
export interface ChatMessageEvent {
  kind: ChatKind;
  id: string;
  message: ChatMessage;
}

/** Client → server `subscribe`: follow one conversation; with `after`, first replay every message with a larger seq. */
export interface ChatSubscribeRequest {
  kind: ChatKind;
  id: string;
  /** The seq up to which the client holds every message (the last before its first hole; 0: it holds none, replay all; absent: replay nothing). */
  after?: number;
}

/** Client → server `send` (ack: ChatSendAck). A resend with the same clientId answers the stored message. */
export interface ChatSendRequest {
  kind: ChatKind;
  id: string;
  content: string;
  /** A UUID v4 made once per message by the client and kept for its resends. */
  clientId: string;
}

export type ChatSendAck = { ok: true; message: ChatMessage } | SocketFailure;

/**
 * Server → client `resync` (no payload): this node's link to the other nodes was lost and is back,
 * so a message may have missed this socket: subscribe again to each conversation with `after`.
 */
export const CHAT_RESYNC_EVENT = 'resync';

/**
 * Server → client `session.ended {}`: this socket's session ended (logout, revocation, a password
 * change or reset, deletion); the server closes the socket right after. The client wipes what it
 * shows and holds for that account.
 */
export const SESSION_ENDED_EVENT = 'session.ended';

/** Server → client socket event: the conversation closed (no reason is given); its sockets have left its room. */
export interface ChatClosedEvent {
  kind: ChatKind;
  id: string;
}

/**
 * An app where the blocker met a blocked member, and the name that app shows her for them: a
 * SupportMatch nickname only to someone who was partnered with them, a SocketRelay or LightHouse
 * display name only as that app shows it to her.
 */
export interface BlockMetIn {
  /** The app's key (`SUB_APP_LIST`). */
  app: string;
  name: string;
}

/** A block, platform-wide (GET /api/blocks), private to the blocker. */
export interface Block {
  id: string;
  blockedUserId: string;
  /**
   * Where she met them, per app, in the manifest's order; empty when no app she uses shows her a
   * name for them. Never a name from an app where she did not meet them, an email or an account name.
   */
  metIn: BlockMetIn[];
  reason: string | null;
  createdAt: string;
}
