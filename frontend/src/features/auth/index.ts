export { useUser, userQueryKey, userQueryOptions } from './api/get-user';
export { LoginRoute } from './routes/login';
export { InviteRequiredRoute } from './routes/invite-required';
export { ConfirmLogoutRoute } from './routes/confirm-logout';
export { ForgotPasswordRoute } from './routes/forgot-password';
export { ResetPasswordRoute } from './routes/reset-password';
