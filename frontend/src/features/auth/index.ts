export { useUser, userQueryKey } from './api/get-user';
export { LoginRoute } from './routes/login';
export { InviteRequiredRoute } from './routes/invite-required';
export { ConfirmLogoutRoute } from './routes/confirm-logout';
