/**
 * Notifications: what happened to a member, as a pointer (kind + object id) the UI renders.
 * A notification never holds message text, an address, or another member's email or name.
 */

import type { NotificationApp, NotificationKind } from './sub-apps';

export const notificationApp = (kind: string): NotificationApp => kind.split('.')[0] as NotificationApp;

/** Security kinds are always on in-app (their email can be switched off). */
export const isSecurityKind = (kind: string): boolean => kind.startsWith('security.');

/**
 * Small, closed facts a kind may carry (each kind declares which): never free text a member wrote.
 * - `outcome`: how a fulfilment was closed (`completed_success`, `completed_failure`, `cancelled`);
 * - `device`: a short description of a sign-in's user agent ("Firefox on Android");
 * - `via`: how a password was changed (`settings`, `reset`, `admin_link`);
 * - `count`: unread messages in a conversation since it was last read.
 */
export interface NotificationData {
  outcome?: 'completed_success' | 'completed_failure' | 'cancelled';
  device?: string;
  via?: 'settings' | 'reset';
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  app: NotificationApp;
  /** What it is about (a partnership, a fulfilment, a request, a match, an announcement…); null for account events. */
  objectId: string | null;
  data: NotificationData;
  /** Unread messages in the conversation (chat kinds), else 1. */
  count: number;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationPage {
  items: NotificationItem[];
  unreadCount: number;
  /** Unread notifications per app, for the sidebar's badges. */
  unreadByApp: Partial<Record<NotificationApp, number>>;
  /**
   * Unread messages per conversation (a partnership, fulfilment or match id → its chat unread
   * notification's `count`), for the conversation lists' badges. Only conversations with unread messages.
   */
  unreadChats: Record<string, number>;
}

/** The unread counts alone (what marking read answers). */
export type NotificationCounts = Omit<NotificationPage, 'items'>;

export const NOTIFICATIONS_PAGE_SIZE = 30;
export const NOTIFICATIONS_PAGE_MAX = 100;
/** How long a notification is kept. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** One switch row of Settings → Notifications. */
export interface NotificationPreference {
  kind: NotificationKind;
  app: NotificationApp;
  inApp: boolean;
  email: boolean;
  /** In-app cannot be switched off (security kinds). */
  locked: boolean;
}

export interface NotificationSettings {
  /** Whether this server sends email at all (SMTP_URL set). */
  emailAvailable: boolean;
  preferences: NotificationPreference[];
}

/** Server → client socket event `notification`. */
export type NotificationEvent = NotificationItem;

/**
 * Server → client socket event `notification_read`: some of the member's notifications were
 * marked read (on this device or another, or by opening a conversation); her counts changed.
 */
export interface NotificationReadEvent {
  ids: string[];
}

/** Password recovery. */
export const PASSWORD_RESET_EMAIL_MINUTES = 30;
export const PASSWORD_RESET_LINK_HOURS = 24;
/** The one answer of `POST /api/auth/password-reset` for any email (mail configured or not). */
export const PASSWORD_RESET_REQUESTED = 'If an account uses this email and email is set up here, a link to reset its password is on its way. It works for 30 minutes. Otherwise ask your support coordinator for a reset link.';
export interface PasswordResetLink {
  url: string;
  expiresAt: string;
}
/**
 * `POST /api/admin/users/:id/password-reset-link` with two or more admins (202): the link waits for
 * another admin's `POST /api/admin/password-reset-links/:id/approve`, which answers the
 * `PasswordResetLink` once; nobody can read it again.
 */
export interface PasswordResetLinkPending {
  id: string;
  status: 'pending';
}
/** `GET /api/admin/password-reset-links`: the admin links waiting for a second admin (never a token). */
export interface PendingPasswordResetLink {
  id: string;
  userId: string;
  userEmail: string;
  /** The admin who asked for it (null when that account is gone). */
  createdBy: string | null;
  createdByEmail: string | null;
  /** The caller asked for it: another admin must approve it. */
  mine: boolean;
  createdAt: string;
  /** A pending link not approved by then lapses. */
  expiresAt: string;
}
/** Wrong passwords one session may give where a password is asked inside it; the next one ends it. */
export const PASSWORD_CONFIRMATIONS_PER_SESSION = 10;
