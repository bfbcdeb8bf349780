/**
 * Pure rules of the SupportMatch admin screens (spec sub-apps §2-§5), kept apart from the
 * components so they can be tested on their own.
 */
import type { Badge } from '../../../components/badges';
import { formatDate } from '../../lib/format';
import type { AdminPartnership as SupportMatchPartnership, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { adminT } from '../../lib/i18n';

/** A partner's nickname, else "Member" and the first 8 characters of their id (a member without a profile). */
export function partnerName(nickname: string | null | undefined, userId: string): string {
  return nickname?.trim() || adminT('supportmatch.member', { id: userId.slice(0, 8) });
}

export function partnersText(p: Pick<SupportMatchPartnership, 'user1Id' | 'user2Id' | 'user1Nickname' | 'user2Nickname'>): string {
  return `${partnerName(p.user1Nickname, p.user1Id)} & ${partnerName(p.user2Nickname, p.user2Id)}`;
}

/** Spec §2: an empty end date means ongoing. */
export function endDateText(endDate: string | null | undefined): string {
  return endDate ? formatDate(endDate) : adminT('supportmatch.ongoing');
}

export type PartnershipTab = 'active' | 'past';
/** A tab whose label reads `supportmatch.tabs.<value>` in the console's language when read. */
const tab = <T extends string>(value: T) => ({
  value,
  get label() {
    return adminT(`supportmatch.tabs.${value}`);
  },
});

export const PARTNERSHIP_TABS: readonly { value: PartnershipTab; readonly label: string }[] = [tab('active'), tab('past')];

export function partnershipTabOf(filter: Record<string, unknown>): PartnershipTab {
  return filter.status === 'past' ? 'past' : 'active';
}

export type ReportTab = 'pending' | 'resolved' | 'dismissed';
export const REPORT_TABS: readonly { value: ReportTab; readonly label: string }[] = [tab('pending'), tab('resolved'), tab('dismissed')];

export function reportTabOf(filter: Record<string, unknown>): ReportTab {
  return filter.status === 'resolved' || filter.status === 'dismissed' ? filter.status : 'pending';
}

/** Report statuses (spec §4: pending, then resolved or dismissed); pending stands out. */
export function reportStatusBadge(status: string | null | undefined): Badge {
  switch (status) {
    case 'pending':
      return { label: adminT('moderation.appeals.pending'), variant: 'destructive' };
    case 'resolved':
      return { label: adminT('supportmatch.reportStatus.resolved'), variant: 'default' };
    case 'dismissed':
      return { label: adminT('supportmatch.reportStatus.dismissed'), variant: 'secondary' };
    default: {
      const text = (status ?? '').replaceAll('_', ' ');
      return { label: text ? text[0].toUpperCase() + text.slice(1) : adminT('supportmatch.unknown'), variant: 'secondary' };
    }
  }
}

/** "City, State, Country" from what the profile has; "-" when nothing. */
export function profileLocation(p: Pick<SupportMatchProfile, 'city' | 'state' | 'country'>): string {
  return [p.city, p.state, p.country].map((part) => part?.trim()).filter(Boolean).join(', ') || '-';
}
