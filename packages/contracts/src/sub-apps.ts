/**
 * The sub-apps, one line each: the one list both sides derive their keys from (announcement apps,
 * conversation kinds, notification kinds and the app a notification belongs to). Adding a sub-app
 * adds its line here; the server's manifest (backend/src/sub-apps.ts) and the
 * member app's (frontend/src/app/sub-apps/index.ts) add the rest.
 *
 * - `key`: the app's URL segment (`/api/<key>`, `/apps/<key>`) and the prefix of its notification kinds;
 * - `chatKinds`: the kinds of conversation it carries (each has a `<key>.chat_unread` notification kind);
 * - `notificationKinds`: every kind it sends, `<key>.<what>`;
 * - `announcements`: whether admins post announcements for it (`/api/<key>/announcements`).
 */
export const SUB_APP_LIST = [
  {
    key: 'supportmatch',
    chatKinds: ['partnership'],
    announcements: true,
    notificationKinds: ['supportmatch.partnership_started', 'supportmatch.partnership_ended', 'supportmatch.chat_unread', 'supportmatch.announcement'],
  },
  {
    key: 'sleepstories',
    chatKinds: [],
    announcements: true,
    notificationKinds: ['sleepstories.announcement'],
  },
  {
    key: 'lighthouse',
    chatKinds: ['match'],
    announcements: true,
    notificationKinds: ['lighthouse.match_requested', 'lighthouse.match_accepted', 'lighthouse.match_rejected', 'lighthouse.chat_unread', 'lighthouse.announcement', 'lighthouse.reference_written'],
  },
  {
    key: 'socketrelay',
    chatKinds: ['fulfillment'],
    announcements: true,
    notificationKinds: [
      'socketrelay.request_taken',
      'socketrelay.fulfillment_closed',
      'socketrelay.request_expiring',
      'socketrelay.chat_unread',
      'socketrelay.announcement',
    ],
  },
] as const;

/** The shape of a line: what `SUB_APP_LIST` holds for each app. */
export interface SubAppLineShape {
  readonly key: string;
  readonly chatKinds: readonly string[];
  readonly announcements: boolean;
  readonly notificationKinds: readonly `${string}.${string}`[];
}

/**
 * Lines of apps that are not in `SUB_APP_LIST`, added by declaration merging: empty in the product.
 * An app that exists only in tests (docs/adding-a-sub-app.md, "A test-only app") declares its line
 * in a contracts module of its own and merges it here, so every type below names its key and
 * kinds, with no cast:
 * `declare module '@pfe/contracts/sub-apps' { interface ExtraSubAppLines { garden: typeof GARDEN_LINE } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ExtraSubAppLines {}

type SubAppLine = (typeof SUB_APP_LIST)[number] | ExtraSubAppLines[keyof ExtraSubAppLines];
export type SubAppKey = SubAppLine['key'];
export const SUB_APP_KEYS: readonly SubAppKey[] = SUB_APP_LIST.map((app) => app.key);

/** The apps admins post announcements for. */
export type AnnouncementApp = Extract<SubAppLine, { announcements: true }>['key'];

/** Kinds of conversation the chat carries. */
export type ChatKind = SubAppLine['chatKinds'][number];
export const CHAT_KINDS: readonly ChatKind[] = SUB_APP_LIST.flatMap((app) => app.chatKinds);

/** The platform's own notification kinds (the member's account: sign-ins, credentials, exports). */
export const SECURITY_NOTIFICATION_KINDS = [
  'security.sign_in',
  'security.password_changed',
  'security.passkey_added',
  'security.passkey_removed',
  'security.data_export',
  'security.reset_link_issued',
  'security.reset_link_used',
  'security.session_guessing',
  // Moderation (issue 32): what a moderator did about the member's account, and an appeal's outcome.
  'security.moderation_warning',
  'security.moderation_suspended',
  'security.moderation_lifted',
  'security.moderation_appeal_decided',
] as const;

/** Every notification kind: the platform's, then each app's (the app registers its own on the server). */
export type NotificationKind = (typeof SECURITY_NOTIFICATION_KINDS)[number] | SubAppLine['notificationKinds'][number];
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [...SECURITY_NOTIFICATION_KINDS, ...SUB_APP_LIST.flatMap((app) => app.notificationKinds)];

/** The app a kind belongs to: the part before the dot (`security` is the platform's account). */
export type NotificationApp = 'security' | SubAppKey;

/** The sub-app whose conversations a chat kind names. */
export const CHAT_KIND_APP = Object.fromEntries(SUB_APP_LIST.flatMap((app) => app.chatKinds.map((kind) => [kind, app.key]))) as Record<ChatKind, SubAppKey>;

/** The unread-messages kind of each conversation kind (one notification per conversation until read): `<app>.chat_unread`. */
export const CHAT_UNREAD_KIND = Object.fromEntries(CHAT_KINDS.map((kind) => [kind, `${CHAT_KIND_APP[kind]}.chat_unread`])) as Record<ChatKind, NotificationKind>;
