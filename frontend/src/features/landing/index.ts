export { LandingRoute } from './routes/landing';
