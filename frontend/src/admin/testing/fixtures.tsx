/** Shared setup for the admin console's tests: one render helper, fake data-provider methods and fixture builders. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, type DataProvider, type Store } from 'react-admin';
import { AdminToaster } from '../layout/admin-toaster';
import type { ActivityEntry, AdminUser, Invite, AdminPayment as Payment, PricingTier, Announcement as SupportMatchAnnouncement } from '@pfe/contracts';
import type { AdminPartnership as SupportMatchPartnership, SupportMatchProfile, Report as SupportMatchReport } from '@pfe/contracts/supportmatch';

export interface RenderOptions {
  /** Without one, react-admin's shared default store is used, as in the app. */
  store?: Store;
  /** Render the toaster next to the page, so notifications can be read (on unless turned off). */
  toaster?: boolean;
}

/** Renders ui inside AdminContext with the given (partial) data provider, and the toaster after it. */
export function renderWith(ui: ReactElement, dataProvider: Record<string, unknown>, { store, toaster = true }: RenderOptions = {}) {
  render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} store={store}>
      {ui}
      {toaster && <AdminToaster />}
    </AdminContext>,
  );
}

/** A getList answering every call with these rows. */
export const listOf = <T,>(rows: T[]) => vi.fn(async () => ({ data: rows, total: rows.length }));

/** A getList answering each resource from rows, filtered by status when asked, like the server ("past" is anything not active). */
export function listFrom(rows: Record<string, { status?: string }[]>) {
  return vi.fn(async (resource: string, params: { filter?: { status?: string } }) => {
    const status = params.filter?.status;
    const all = rows[resource] ?? [];
    const data = !status ? all : status === 'past' ? all.filter((r) => r.status !== 'active') : all.filter((r) => r.status === status);
    return { data, total: data.length };
  });
}

/** A getMany answering with the rows whose id was asked for. */
export const getManyOf = <T extends { id: string }>(rows: T[]) =>
  vi.fn(async (_resource: string, params: { ids: string[] }) => ({ data: rows.filter((r) => params.ids.includes(r.id)) }));

/** A pricing getList answering like the server: filter {"isCurrentTier":true} gives just the current tier. */
export const tierList = (rows: PricingTier[]) =>
  vi.fn(async (_resource: string, params: { filter?: { isCurrentTier?: boolean } }) => {
    const data = params.filter?.isCurrentTier === true ? rows.filter((t) => t.isCurrentTier) : rows;
    return { data, total: data.length };
  });

/** Jane Doe, an active member, created Feb 14, 2026 (local time). */
export function user(over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    email: 'jane@example.org',
    firstName: 'Jane',
    isModerator: false,
    lastName: 'Doe',
    profileImageUrl: null,
    isAdmin: false,
    pricingTier: '1.00',
    subscriptionStatus: 'active',
    inviteCodeUsed: 'ABCDEFGHJKLM',
    invitedBy: null,
    lastSignInAt: null,
    createdAt: new Date(2026, 1, 14).toISOString(),
    updatedAt: '2026-02-14T00:00:00.000Z',
    ...over,
  };
}

/** Jane Doe as the payments' user: id u-jane, matching payment().user. */
export const jane: AdminUser = user({ id: 'u-jane', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });

/** A member named "<firstName> Tester" with email <firstname>@example.org. */
export const member = (id: string, firstName: string): AdminUser =>
  user({
    id,
    email: `${firstName.toLowerCase()}@example.org`,
    firstName,
    lastName: 'Tester',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

/** A $12.50 Amazon gift card payment from Jane (u-jane) on Nov 3, 2026. */
export function payment(over: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    amount: '12.50',
    paymentMethod: 'amazon-gift-card',
    paymentDate: new Date(2026, 10, 3, 10).toISOString(),
    billingMonth: '2026-11',
    notes: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    userId: 'u-jane',
    recordedBy: 'a1',
    user: { id: 'u-jane', email: 'jane@example.org', firstName: 'Jane', lastName: 'Doe' },
    ...over,
  };
}

/** The current $1.00 tier, effective Jan 1, 2026. */
export function tier(over: Partial<PricingTier> = {}): PricingTier {
  return {
    id: 't1',
    amount: '1.00',
    effectiveDate: new Date(2026, 0, 1).toISOString(),
    isCurrentTier: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** Invite number n: code CODE0000000n, 2 of 5 uses, active, never expiring, created Jan (30 - n), 2026. */
export function invite(n: number, over: Partial<Invite> = {}): Invite {
  return {
    id: `id-${n}`,
    code: `CODE${String(n).padStart(8, '0')}`,
    maxUses: 5,
    currentUses: 2,
    isActive: true,
    expiresAt: null,
    createdBy: 'a1',
    createdAt: new Date(2026, 0, 30 - n).toISOString(),
    status: 'Active',
    ...over,
  };
}

/** An activity log entry by admin a1 about an invite code. */
export function activityEntry(over: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: '1',
    adminId: 'a1',
    action: 'generate_invite_code',
    targetType: 'invite_code',
    targetId: null,
    details: {},
    createdAt: new Date(2026, 10, 21, 15, 4).toISOString(),
    ...over,
  };
}

/** The active partnership of RobinStar (u1) and SkyStar (u2), Nov 1 to Dec 1, 2026. */
export const partnership = (over: Partial<SupportMatchPartnership> = {}): SupportMatchPartnership => ({
  id: 'p1',
  user1Id: 'u1',
  user2Id: 'u2',
  user1Nickname: 'RobinStar',
  user2Nickname: 'SkyStar',
  status: 'active',
  startDate: new Date(2026, 10, 1, 12).toISOString(),
  endDate: new Date(2026, 11, 1, 12).toISOString(),
  createdAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

/** A pending report by u1 about u2. */
export const report = (over: Partial<SupportMatchReport> = {}): SupportMatchReport => ({
  id: 'r1',
  reporterId: 'u1',
  reportedUserId: 'u2',
  reporterNickname: null,
  reportedNickname: null,
  partnershipId: 'p1aaaaaa-0000-4000-8000-000000000000',
  reason: 'Inappropriate messages',
  description: 'Late-night messages after I asked them to stop.',
  status: 'pending',
  resolution: null,
  createdAt: new Date(2026, 10, 3, 9).toISOString(),
  updatedAt: new Date(2026, 10, 3, 9).toISOString(),
  ...over,
});

/** An active info announcement, "Matching day", shown nowhere else and never expiring. */
export const announcement = (over: Partial<SupportMatchAnnouncement> = {}): SupportMatchAnnouncement => ({
  id: 'a1',
  title: 'Matching day',
  content: 'Matching runs on the first.',
  type: 'info',
  isActive: true,
  showOnLogin: false,
  showOnSignInPage: false,
  expiresAt: null,
  createdAt: new Date(2026, 10, 2, 9).toISOString(),
  updatedAt: new Date(2026, 10, 2, 9).toISOString(),
  ...over,
});

/** RobinStar's active profile (u1) in Toronto. */
export const profile = (over: Partial<SupportMatchProfile> = {}): SupportMatchProfile => ({
  id: 'pr1',
  userId: 'u1',
  nickname: 'RobinStar',
  gender: 'prefer-not-to-say',
  genderPreference: 'any',
  city: 'Toronto',
  state: 'ON',
  country: 'Canada',
  timezone: 'America/Toronto',
  timezonePreference: 'same_timezone',
  isActive: true,
  createdAt: new Date(2026, 9, 9, 9).toISOString(),
  updatedAt: new Date(2026, 9, 9, 9).toISOString(),
  ...over,
});
