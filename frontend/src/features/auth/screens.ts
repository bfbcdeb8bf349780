/** Sign-in, the invite screen, log out and password recovery: a chunk of their own (app/routes). */
export { LoginRoute } from './routes/login';
export { InviteRequiredRoute } from './routes/invite-required';
export { ConfirmLogoutRoute } from './routes/confirm-logout';
export { ForgotPasswordRoute } from './routes/forgot-password';
export { ResetPasswordRoute } from './routes/reset-password';
