export { SocketRelayChatRoute } from './routes/chat';
export { SocketRelayDashboardRoute } from './routes/dashboard';
export { SocketRelayProfileRoute } from './routes/profile';
