import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { AdminUser } from '@pfe/contracts';
import { personName } from '../../lib/format';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';

export default {
  list: UserList,
  edit: UserEdit,
  icon: ManageAccountsOutlined,
  recordRepresentation: (user: AdminUser) => personName(user),
};
