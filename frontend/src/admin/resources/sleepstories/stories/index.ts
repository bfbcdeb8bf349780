import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { StoryCreate, StoryEdit } from './story-form';
import { StoryList } from './story-list';

/** The fields PUT /api/sleepstories/admin/{id} takes: all of them, every time (it replaces the story). */
export const SLEEP_STORY_FIELDS = ['title', 'description', 'duration', 'wistiaMediaId', 'downloadUrl', 'category', 'thumbnailUrl', 'isActive'] as const;

/** Console resource "sleepstories/stories", served by /api/sleepstories/admin (spec §7: admin/all and friends). */
export default {
  api: '/api/sleepstories/admin',
  replaceFields: SLEEP_STORY_FIELDS,
  list: StoryList,
  create: StoryCreate,
  edit: StoryEdit,
  icon: BedtimeOutlined,
  recordRepresentation: (s: AdminSleepStory) => s.title,
};
