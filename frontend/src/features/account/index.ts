export { SettingsRoute } from './routes/settings';
export { useDiscreetModeSync } from './api/account';
