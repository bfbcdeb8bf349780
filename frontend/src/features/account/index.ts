export { SettingsRoute } from './routes/settings';
export { settingsKey, useAccountSettings, useDiscreetModeSync } from './api/get-settings';
