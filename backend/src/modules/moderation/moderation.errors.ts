import { defineErrors } from '../../common/errors/domain-error';

export const ModerationErrors = defineErrors('moderation', {
  /** What the reporter cannot see (or that does not exist) reads the same. */
  subjectNotFound: [404, 'We could not find what you are reporting'],
  reportSelf: [400, 'You cannot report yourself'],
  reportNotFound: [404, 'Report not found'],
  memberNotFound: [404, 'Member not found'],
  actSelf: [403, 'You cannot take an action on your own account'],
  /** A moderator cannot act on an admin or another moderator: only an admin can. */
  protectedMember: [403, 'Only an administrator can take an action on a moderator or an administrator'],
  notSuspended: [409, 'This member is not suspended'],
  daysOnlyForSuspend: [400, 'Days can only be given with a suspension'],
  reportNotAboutMember: [400, 'That report is not about this member'],
  actionNotFound: [404, 'Action not found'],
  appealExists: [409, 'You have already appealed this decision'],
  appealNotFound: [404, 'Appeal not found'],
  appealDecided: [409, 'This appeal has already been decided'],
  sameModerator: [403, 'A different moderator must decide this appeal'],
});
