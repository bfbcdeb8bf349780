/**
 * Pure rules of the SupportMatch admin screens (spec sub-apps §2-§5), kept apart from the
 * components so they can be tested on their own.
 */
import type { Badge } from '../../../components/badges';
import { formatDate } from '../../lib/format';
import type { Announcement as SupportMatchAnnouncement, AdminPartnership as SupportMatchPartnership, SupportMatchProfile } from '@pfe/contracts';
import { SM_VALIDATION } from './texts';

/** A partner's nickname, else "Member" and the first 8 characters of their id (a member without a profile). */
export function partnerName(nickname: string | null | undefined, userId: string): string {
  return nickname?.trim() || `Member ${userId.slice(0, 8)}`;
}

export function partnersText(p: Pick<SupportMatchPartnership, 'user1Id' | 'user2Id' | 'user1Nickname' | 'user2Nickname'>): string {
  return `${partnerName(p.user1Nickname, p.user1Id)} & ${partnerName(p.user2Nickname, p.user2Id)}`;
}

/** Spec §2: an empty end date means ongoing. */
export function endDateText(endDate: string | null | undefined): string {
  return endDate ? formatDate(endDate) : 'Ongoing';
}

export type PartnershipTab = 'active' | 'past';
export const PARTNERSHIP_TABS: readonly { value: PartnershipTab; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'past', label: 'Past' },
];

export function partnershipTabOf(filter: Record<string, unknown>): PartnershipTab {
  return filter.status === 'past' ? 'past' : 'active';
}

export type ReportTab = 'pending' | 'resolved' | 'dismissed';
export const REPORT_TABS: readonly { value: ReportTab; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
];

export function reportTabOf(filter: Record<string, unknown>): ReportTab {
  return filter.status === 'resolved' || filter.status === 'dismissed' ? filter.status : 'pending';
}

/** Report statuses (spec §4: pending, then resolved or dismissed); pending stands out. */
export function reportStatusBadge(status: string | null | undefined): Badge {
  switch (status) {
    case 'pending':
      return { label: 'Pending', variant: 'destructive' };
    case 'resolved':
      return { label: 'Resolved', variant: 'default' };
    case 'dismissed':
      return { label: 'Dismissed', variant: 'secondary' };
    default: {
      const text = (status ?? '').replaceAll('_', ' ');
      return { label: text ? text[0].toUpperCase() + text.slice(1) : 'Unknown', variant: 'secondary' };
    }
  }
}

/** Spec §5: the announcement types, info by default. */
export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'maintenance', 'update', 'promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'info';
export const ANNOUNCEMENT_TYPE_CHOICES = ANNOUNCEMENT_TYPES.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1) }));

/** What the announcement form edits. expiresAt is a date input's "YYYY-MM-DD", an ISO timestamp (unchanged) or empty. */
export interface AnnouncementFormValues {
  title: string;
  content: string;
  type: string;
  isActive: boolean;
  showOnLogin: boolean;
  showOnSignInPage: boolean;
  expiresAt: string | null;
}

/** Spec §3/§5: type info, active, not on login nor on the sign-in page, no expiry. */
export const ANNOUNCEMENT_DEFAULTS: AnnouncementFormValues = {
  title: '',
  content: '',
  type: DEFAULT_ANNOUNCEMENT_TYPE,
  isActive: true,
  showOnLogin: false,
  showOnSignInPage: false,
  expiresAt: null,
};

/** Spec §5: title and content are required (blank counts as missing). */
export function validateAnnouncement(values: Partial<AnnouncementFormValues>): Partial<Record<'title' | 'content', string>> {
  const errors: Partial<Record<'title' | 'content', string>> = {};
  if (!values.title?.trim()) errors.title = SM_VALIDATION.titleRequired;
  if (!values.content?.trim()) errors.content = SM_VALIDATION.contentRequired;
  return errors;
}

const DAY_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An expiry as a date input's value (local "YYYY-MM-DD"); empty when none. */
export function expiresAtInput(value: string | null | undefined): string {
  if (!value) return '';
  if (DAY_INPUT.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The expiry to send: a picked day expires at the end of that day (local time), so an
 * announcement "expiring Dec 5" is shown all of Dec 5; an unchanged timestamp is sent as it
 * was; empty means no expiry (null).
 */
export function expiresAtPayload(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = DAY_INPUT.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 23, 59, 59, 999).toISOString();
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The full payload of POST and PUT (spec §7; PUT replaces the whole record). */
export function announcementPayload(values: Partial<AnnouncementFormValues>): AnnouncementFormValues {
  const type = (ANNOUNCEMENT_TYPES as readonly string[]).includes(values.type ?? '') ? (values.type as string) : DEFAULT_ANNOUNCEMENT_TYPE;
  return {
    title: (values.title ?? '').trim(),
    content: (values.content ?? '').trim(),
    type,
    isActive: values.isActive ?? ANNOUNCEMENT_DEFAULTS.isActive,
    showOnLogin: values.showOnLogin ?? ANNOUNCEMENT_DEFAULTS.showOnLogin,
    showOnSignInPage: values.showOnSignInPage ?? ANNOUNCEMENT_DEFAULTS.showOnSignInPage,
    expiresAt: expiresAtPayload(values.expiresAt),
  };
}

/** Whether members see the announcement now (active and not expired), as the member list decides. */
export function announcementVisibility(a: Pick<SupportMatchAnnouncement, 'isActive' | 'expiresAt'>, now: Date = new Date()): 'Live' | 'Expired' | 'Hidden' {
  if (!a.isActive) return 'Hidden';
  if (a.expiresAt && new Date(a.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Live';
}

/** "City, State, Country" from what the profile has; "-" when nothing. */
export function profileLocation(p: Pick<SupportMatchProfile, 'city' | 'state' | 'country'>): string {
  return [p.city, p.state, p.country].map((part) => part?.trim()).filter(Boolean).join(', ') || '-';
}
