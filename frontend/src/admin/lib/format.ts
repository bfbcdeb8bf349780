/**
 * Pure display rules of the admin screens (spec §2, §4, §9), kept apart from the components so
 * they can be tested on their own.
 */
import { format, isValid } from 'date-fns';
import { DELETED_MEMBER, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type Invite, type PaymentMethod, type PersonRef } from '@pfe/contracts';
import { currentLanguage } from '../../lib/i18n';
import { formatDay, formatTime } from '../../lib/i18n/format';
import { adminT } from './i18n';

/** Spec §9: dates are shown as "MMM d, yyyy" (local time). */
export const DATE_FORMAT = 'MMM d, yyyy';
/** A local date and time, for the activity log. */
export const DATE_TIME_FORMAT = 'MMM d, yyyy h:mm a';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** English keeps the spec's forms; another language its own, through Intl (issue 33: "14 feb 2026"). */
const inEnglish = () => currentLanguage() === 'en';

/** "MMM d, yyyy", or the fallback when there is no (valid) date. */
export function formatDate(value: string | number | Date | null | undefined, fallback = '-'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return inEnglish() ? format(date, DATE_FORMAT) : formatDay(date);
}

export function formatDateTime(value: string | number | Date | null | undefined, fallback = '-'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return inEnglish() ? format(date, DATE_TIME_FORMAT) : `${formatDay(date)} ${formatTime(date)}`;
}

/**
 * "$" and two decimals. The API sends amounts as two-decimal strings ("12.50"), shown as they
 * are so no float rounding can creep in; anything else is rounded to cents for display.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  if (typeof amount === 'string' && /^\d+\.\d{2}$/.test(amount.trim())) return `$${amount.trim()}`;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? `$${value.toFixed(2)}` : '$0.00';
}

/** Spec §2 "/admin/pricing": amounts with "/month". */
export function formatMonthly(amount: string | number | null | undefined): string {
  return adminT('common.perMonth', { amount: formatMoney(amount) });
}

/** Spec §5: the payment method options (the contracts' list, in the order the select shows them); cash is the default. */
export { PAYMENT_METHODS, type PaymentMethod };
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';

/**
 * A payment method as people write it ("amazon-gift-card" → "Amazon Gift Card", "paypal" →
 * "PayPal"), from the contracts' PAYMENT_METHOD_LABELS, the same labels as My Payments. A value
 * outside the list (an older record) is shown with its hyphens replaced by spaces (spec §2).
 */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return '';
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method)
    ? adminT(`paymentMethods.${method}`, { defaultValue: PAYMENT_METHOD_LABELS[method as PaymentMethod] })
    : method.replace(/-/g, ' ');
}

/**
 * Spec §2 "/admin/payments" User column: full name if both names exist, else the email, else
 * "User"; "Unknown User" when the payment's user is not found.
 */
export function paymentUserName(user: PersonRef | null | undefined): string {
  if (!user) return adminT('common.unknownUser');
  return personName(user);
}

/** Full name if both names exist, else the email, else "User"; "Deleted member" for a deleted account (issue 28 item 7). */
export function personName(person: Pick<PersonRef, 'email' | 'firstName' | 'lastName' | 'deleted'>): string {
  if (person.deleted) return adminT('common.deletedMember', { defaultValue: DELETED_MEMBER });
  const first = person.firstName?.trim();
  const last = person.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return person.email?.trim() || adminT('common.user');
}

/** Initials for an avatar: first and last name, else the email's first letter, else "U". */
export function initials(person: Pick<PersonRef, 'email' | 'firstName' | 'lastName'>): string {
  const first = person.firstName?.trim();
  const last = person.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first[0].toUpperCase();
  const email = person.email?.trim();
  return email ? email[0].toUpperCase() : 'U';
}

export type SubscriptionLabel = 'Active' | 'Overdue' | 'Inactive';

/** Spec §4, admin list: active (or missing) → "Active", overdue → "Overdue", anything else → "Inactive". */
export function subscriptionLabel(status: string | null | undefined): SubscriptionLabel {
  if (status === null || status === undefined || status === '' || status === 'active') return 'Active';
  if (status === 'overdue') return 'Overdue';
  return 'Inactive';
}

/**
 * What an admin may set (PUT /api/admin/users/{id} accepts only these): pause a member
 * (inactive, rate kept) and resume them (active). Overdue is never set by hand: it follows from
 * payments, so the edit page shows it as a read-only state.
 */
export const SETTABLE_SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;

/** The "Pause subscription" switch is on exactly when the status is inactive. */
export function isPaused(status: string | null | undefined): boolean {
  return status === 'inactive';
}

/**
 * The status the "Pause subscription" switch stands for, given the record's saved status:
 * on → inactive; off → the saved status again (active, overdue or none), or active when the
 * saved status is inactive. So switching on and off again changes nothing, and an overdue
 * member is never sent a status they cannot have.
 */
export function pauseSwitchStatus(paused: boolean, saved: string | null | undefined): string | null {
  if (paused) return 'inactive';
  if (saved === 'inactive') return 'active';
  return saved ?? null;
}

export type InviteStatus = 'Inactive' | 'Fully Used' | 'Expired' | 'Active';

/**
 * Spec §4 "Invite code status": not active → "Inactive"; uses at or above the maximum →
 * "Fully Used"; an expiry in the past → "Expired"; otherwise "Active".
 */
export function inviteStatus(
  invite: Pick<Invite, 'isActive' | 'currentUses' | 'maxUses' | 'expiresAt'>,
  now: Date = new Date(),
): InviteStatus {
  if (!invite.isActive) return 'Inactive';
  if (invite.currentUses >= invite.maxUses) return 'Fully Used';
  const expires = toDate(invite.expiresAt);
  if (expires && expires.getTime() < now.getTime()) return 'Expired';
  return 'Active';
}

/** Used share of an invite's uses, a whole percentage between 0 and 100. */
export function usagePercent(currentUses: number, maxUses: number): number {
  if (!Number.isFinite(currentUses) || !Number.isFinite(maxUses) || maxUses <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((currentUses / maxUses) * 100)));
}

/** Spec §2: the Expires column shows a local date or "Never". */
export function formatExpiry(expiresAt: string | null | undefined): string {
  return formatDate(expiresAt, adminT('common.never'));
}

/** Spec §5/§9: the "Maximum Uses" options, 1 by default. */
export const MAX_USES_OPTIONS = [1, 5, 10, 25, 100] as const;
export const DEFAULT_MAX_USES = 1;

/** Spec §5/§9: the "Expiration" options, never by default (labels: admin.json `invites.expiration.<value>`). */
export const EXPIRATION_OPTIONS = [
  { value: 'never', label: 'Never' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;
export type ExpirationOption = (typeof EXPIRATION_OPTIONS)[number]['value'];
export const DEFAULT_EXPIRATION: ExpirationOption = 'never';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §7: expiresAt is the ISO timestamp of now plus the chosen days; nothing for "never". */
export function expiresAtFor(option: ExpirationOption | string, now: Date = new Date()): string | undefined {
  const days = Number(option);
  if (option === 'never' || !Number.isInteger(days) || days <= 0) return undefined;
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** Spec §9: the activity log shows a target id's first 8 characters, or "-". */
export function shortTargetId(targetId: string | null | undefined): string {
  return targetId ? targetId.slice(0, 8) : '-';
}

export type ActionBadgeStyle = 'default' | 'destructive' | 'secondary';

/**
 * Spec §4 "Activity action badges": an action containing "create" or "generate" gets the
 * default style; "delete" or "deactivate" the destructive style; anything else secondary.
 */
export function actionBadgeStyle(action: string | null | undefined): ActionBadgeStyle {
  const text = (action ?? '').toLowerCase();
  if (text.includes('create') || text.includes('generate')) return 'default';
  if (text.includes('delete') || text.includes('deactivate')) return 'destructive';
  return 'secondary';
}

/** "generate_invite_code" → "generate invite code", for reading. */
export function humanizeAction(action: string | null | undefined): string {
  return (action ?? '').replace(/[_.]+/g, ' ').trim();
}

/** "invite_code" → "invite code". */
export function humanizeTargetType(targetType: string | null | undefined): string {
  return (targetType ?? '').replace(/[_.]+/g, ' ').trim() || '-';
}

/**
 * An action as the console reads it in the admin's language (`admin:activity.actions.<code>`;
 * English is humanizeAction's); a code without a translation reads humanised.
 */
export function actionLabel(action: string | null | undefined): string {
  const code = action ?? '';
  return /^[a-z0-9_]+$/.test(code) ? adminT(`activity.actions.${code}`, { defaultValue: humanizeAction(code) }) : humanizeAction(code);
}

/** A target type in the admin's language (`admin:activity.targets.<type>`), else humanised. */
export function targetTypeLabel(targetType: string | null | undefined): string {
  const code = targetType ?? '';
  return /^[a-z0-9_]+$/.test(code) ? adminT(`activity.targets.${code}`, { defaultValue: humanizeTargetType(code) }) : humanizeTargetType(code);
}

/** "generate invite code" → "Generate invite code". */
export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}
