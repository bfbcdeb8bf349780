export { NotificationsRoute } from './routes/notifications';
export { NotificationSettingsRoute } from './routes/notification-settings';
