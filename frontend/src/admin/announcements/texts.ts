import { textsAt } from '../lib/i18n';
/** The announcement pages' texts (spec sub-apps §5 and §8 verbatim), the same for every sub-app, read in the console's language when read (admin.json `announcements.*`). */
export const ANNOUNCEMENT_ERRORS = textsAt('announcements.errors', ['createAnnouncement', 'updateAnnouncement', 'deleteAnnouncement']);

export const ANNOUNCEMENT_VALIDATION = textsAt('announcements.validation', ['titleRequired', 'contentRequired']);
