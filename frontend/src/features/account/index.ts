// The feature's light part, which the app's entry and shell use (its settings query and syncs).
// Settings and Safety Check are in ./screens, a chunk fetched when one of them is first shown.
export { settingsKey, useAccountLanguageSync, useAccountSettings, useDiscreetModeSync } from './api/get-settings';
