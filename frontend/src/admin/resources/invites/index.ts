import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { InviteList } from './invite-list';
import { InviteShow } from './invite-show';

export default {
  list: InviteList,
  show: InviteShow,
  icon: ConfirmationNumberOutlined,
  recordRepresentation: 'code',
};
