export { ServicesRoute } from './routes/services';
