export { SupportMatchAnnouncementsRoute } from './routes/announcements';
export { SupportMatchDashboardRoute } from './routes/dashboard';
export { SupportMatchHistoryRoute } from './routes/history';
export { SupportMatchPartnershipRoute } from './routes/partnership';
export { SupportMatchProfileRoute } from './routes/profile';
export { SupportMatchSafetyRoute } from './routes/safety';
