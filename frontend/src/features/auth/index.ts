export { useUser, userQueryKey, userQueryOptions } from './api/get-user';
export { LoginRoute } from './routes/login';
export { InviteRequiredRoute } from './routes/invite-required';
