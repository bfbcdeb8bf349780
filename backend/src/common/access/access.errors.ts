import { defineErrors } from '../errors/domain-error';

/** Why the global guard refused a route (the words the spec and the browser expect). */
export const AccessErrors = defineErrors('access', {
  signInRequired: [401, 'Please sign in to continue'],
  adminRequired: [403, 'Administrator access required'],
  moderatorRequired: [403, 'Moderator access required'],
  inviteRequired: [403, 'Invite code required'],
});
