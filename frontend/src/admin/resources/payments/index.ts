import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { PaymentList } from './payment-list';

export default {
  list: PaymentList,
  icon: PaymentsOutlined,
};
