import { defineErrors } from '../../common/errors/domain-error';

export const NotificationsErrors = defineErrors('notifications', {
  readWhat: [400, 'Send either ids (a list of notification ids) or all: true'],
  unknownKind: [400, 'There is no such notification kind'],
  securityAlwaysOn: [400, 'Security notifications cannot be switched off in the app'],
});
