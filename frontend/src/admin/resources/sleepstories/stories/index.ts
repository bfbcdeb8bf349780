import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import type { AdminSleepStory } from '@pfe/contracts';
import { StoryCreate, StoryEdit } from './story-form';
import { StoryList } from './story-list';

/** Console resource "sleepstories/stories", served by /api/sleepstories/admin (spec §7: admin/all and friends). */
export default {
  list: StoryList,
  create: StoryCreate,
  edit: StoryEdit,
  icon: BedtimeOutlined,
  recordRepresentation: (s: AdminSleepStory) => s.title,
};
