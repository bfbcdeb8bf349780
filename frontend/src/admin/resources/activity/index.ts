import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { ActivityList } from './activity-list';

export default {
  list: ActivityList,
  icon: HistoryOutlined,
};
