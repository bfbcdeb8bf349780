/** Settings and Safety Check: a chunk of their own (app/routes), fetched with the `account` strings. */
export { SettingsRoute } from './routes/settings';
export { SafetyCheckRoute } from './routes/safety-check';
