import type { AppSettings } from '../../config/app-config';

/** SupportMatch's settings (its manifest entry's `settings` slot): when the monthly matching runs, MATCHING_CRON (cron, UTC). */
export const supportMatchSettings: AppSettings<{ matchingCron: string }> = (read) => ({ matchingCron: read.cron('MATCHING_CRON', '0 9 1 * *') });
