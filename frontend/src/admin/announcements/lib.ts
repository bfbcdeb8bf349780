/**
 * Pure rules of the console's announcement pages, shared by every sub-app (spec sub-apps §3/§5:
 * each app's announcements have the same shape), kept apart from the components so they can be
 * tested on their own.
 */
import type { Announcement } from '@pfe/contracts';
import { ANNOUNCEMENT_VALIDATION } from './texts';
import { adminT } from '../lib/i18n';

/** Spec §5: the announcement types, info by default. */
export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'maintenance', 'update', 'promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'info';
/** The type select's choices, each named in the console's language when read. */
export const ANNOUNCEMENT_TYPE_CHOICES: { id: AnnouncementType; readonly name: string }[] = ANNOUNCEMENT_TYPES.map((id) => ({
  id,
  get name() {
    return adminT(`announcements.types.${id}`);
  },
}));

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
  if (!values.title?.trim()) errors.title = ANNOUNCEMENT_VALIDATION.titleRequired;
  if (!values.content?.trim()) errors.content = ANNOUNCEMENT_VALIDATION.contentRequired;
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
export function announcementVisibility(a: Pick<Announcement, 'isActive' | 'expiresAt'>, now: Date = new Date()): 'Live' | 'Expired' | 'Hidden' {
  if (!a.isActive) return 'Hidden';
  if (a.expiresAt && new Date(a.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Live';
}
