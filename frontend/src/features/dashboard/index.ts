export { DashboardRoute } from './routes/dashboard';
