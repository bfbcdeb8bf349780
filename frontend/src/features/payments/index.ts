export { PaymentsRoute } from './routes/payments';
