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
      return { label: 'Active', variant: 'default' };
    case 'completed':
      return { label: 'Completed', variant: 'secondary' };
    case 'cancelled':
      return { label: 'Cancelled', variant: 'secondary' };
    case 'ended_early':
      return { label: 'Ended Early', variant: 'destructive' };
    case 'ended':
      return { label: 'Ended', variant: 'secondary' };
    default: {
      const text = (status ?? '').replaceAll('_', ' ');
      return { label: text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown', variant: 'secondary' };
    }
  }
}

/** Spec §4 Announcements: warning destructive; maintenance secondary; update default; promotion secondary; info or other secondary. */
export function announcementBadge(type: string | null | undefined): Badge {
  const value = (type ?? '').trim() || 'info';
  const label = value.charAt(0).toUpperCase() + value.slice(1);
  switch (value) {
    case 'warning':
      return { label, variant: 'destructive' };
    case 'update':
      return { label, variant: 'default' };
    default:
      return { label, variant: 'secondary' };
  }
}
