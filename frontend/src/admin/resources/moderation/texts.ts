import { REPORT_APPS, REPORT_KINDS, REPORT_REASON_LABELS, MODERATION_REPORT_STATUSES } from '@pfe/contracts';
import type { ModerationReportStatus, ReportApp, ReportKind, ReportReason } from '@pfe/contracts';
import type { ListTexts } from '../../components/list-page';
import { adminT, textsAt } from '../../lib/i18n';

/** Labels read in the console's language when read (admin.json `moderation.*`). */
export const APP_LABELS: Readonly<Record<ReportApp, string>> = textsAt('moderation.apps', REPORT_APPS);
export const KIND_LABELS: Readonly<Record<ReportKind, string>> = textsAt('moderation.kinds', REPORT_KINDS);
export const STATUS_LABELS: Readonly<Record<ModerationReportStatus, string>> = textsAt('moderation.statuses', MODERATION_REPORT_STATUSES);
export const reasonLabel = (reason: ReportReason) => adminT(`moderation.reasons.${reason}`, { defaultValue: REPORT_REASON_LABELS[reason] ?? reason });

/** The texts of a moderation list (`moderation.reports.*` or `moderation.appeals.*`), read when called. */
export function moderationListTexts(list: 'reports' | 'appeals'): ListTexts {
  const at = (key: string) => adminT(`moderation.${list}.${key}`);
  return {
    title: at('title'),
    subtitle: at('subtitle'),
    card: at('card'),
    count: (count) => adminT(`moderation.${list}.count`, { count }),
    loading: at('loading'),
    empty: at('empty'),
    ...(list === 'reports' ? { emptyDescription: at('emptyDescription') } : {}),
  };
}
