export { SettingsRoute } from './routes/settings';
export { SafetyCheckRoute } from './routes/safety-check';
export { settingsKey, useAccountLanguageSync, useAccountSettings, useDiscreetModeSync } from './api/get-settings';
