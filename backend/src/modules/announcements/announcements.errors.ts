import { defineErrors } from '../../common/errors/domain-error';

export const AnnouncementErrors = defineErrors('announcements', {
  notFound: [404, 'Announcement not found'],
});
