import { i18n } from '../lib/i18n';

/**
 * Badge styles of spec §4, in shadcn's vocabulary (default, secondary, destructive); the
 * components map each to an MUI chip.
 */
export type BadgeVariant = 'default' | 'secondary' | 'destructive';

export interface Badge {
  label: string;
  variant: BadgeVariant;
}

/** Spec §4 History: active default; completed and cancelled secondary; ended_early destructive 'Ended Early'; ended 'Ended'. */
export function partnershipBadge(status: string | null | undefined): Badge {
  switch (status) {
    case 'active':
      return { label: i18n.t('common:badge.active'), variant: 'default' };
    case 'completed':
      return { label: i18n.t('common:badge.completed'), variant: 'secondary' };
    case 'cancelled':
      return { label: i18n.t('common:badge.cancelled'), variant: 'secondary' };
    case 'ended_early':
      return { label: i18n.t('common:badge.ended_early'), variant: 'destructive' };
    case 'ended':
      return { label: i18n.t('common:badge.ended'), variant: 'secondary' };
    default: {
      const text = (status ?? '').replaceAll('_', ' ');
      return { label: text ? text.charAt(0).toUpperCase() + text.slice(1) : i18n.t('common:badge.unknown'), variant: 'secondary' };
    }
  }
}

/** Spec §4 Announcements: warning destructive; maintenance secondary; update default; promotion secondary; info or other secondary. */
export function announcementBadge(type: string | null | undefined): Badge {
  const value = (type ?? '').trim() || 'info';
  const key = `common:badge.${value}`;
  const label = i18n.exists(key) ? i18n.t(key) : value.charAt(0).toUpperCase() + value.slice(1);
  switch (value) {
    case 'warning':
      return { label, variant: 'destructive' };
    case 'update':
      return { label, variant: 'default' };
    default:
      return { label, variant: 'secondary' };
  }
}
