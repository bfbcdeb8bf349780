/** Pure rules of the SleepStories console (spec sub-apps §3, §5), tested on their own. */
import { SLEEP_STORY_CATEGORIES, SLEEP_STORY_LIMITS, type AdminSleepStory, type SleepStoryCategory, type SleepStoryInput } from '@pfe/contracts/sleepstories';
import { SS_VALIDATION } from './texts';
import { adminT } from '../../lib/i18n';

/** The category select's choices, each named in the console's language when read. */
export const CATEGORY_CHOICES: { id: SleepStoryCategory; readonly name: string }[] = SLEEP_STORY_CATEGORIES.map((id) => ({
  id,
  get name() {
    return adminT(`sleepstories.categories.${id}`);
  },
}));

export interface StoryFormValues {
  title: string;
  description: string;
  duration: number | string | null;
  wistiaMediaId: string;
  downloadUrl: string | null;
  category: SleepStoryCategory | '' | null;
  thumbnailUrl: string | null;
  isActive: boolean;
  /** The record's hosted audio, on the edit form (not sent back). */
  audio?: AdminSleepStory['audio'];
}

/** Spec §3/§5 defaults: category general, active. */
export const STORY_DEFAULTS: StoryFormValues = {
  title: '',
  description: '',
  duration: null,
  wistiaMediaId: '',
  downloadUrl: null,
  category: 'general',
  thumbnailUrl: null,
  isActive: true,
};




function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

type StoryErrors = Partial<Record<keyof StoryFormValues, string>>;

/** Spec §5, messages verbatim. */
export function validateStory(values: Partial<StoryFormValues>): StoryErrors {
  const errors: StoryErrors = {};
  if (!values.title?.trim()) errors.title = SS_VALIDATION.titleRequired;
  else if (values.title.trim().length > SLEEP_STORY_LIMITS.title) errors.title = adminT('sleepstories.validation.titleTooLong', { max: SLEEP_STORY_LIMITS.title });
  if (!values.description?.trim()) errors.description = SS_VALIDATION.descriptionRequired;
  const duration = values.duration;
  if (duration === null || duration === undefined || String(duration).trim() === '') errors.duration = SS_VALIDATION.durationRequired;
  else if (!/^\d+$/.test(String(duration).trim()) || Number(duration) <= 0) errors.duration = SS_VALIDATION.durationPositive;
  // Optional for a story with its own audio, or one saved inactive to be given its audio (issue 21 item 15).
  if (!values.wistiaMediaId?.trim()) {
    if ((values.isActive ?? true) && !values.audio) errors.wistiaMediaId = SS_VALIDATION.wistiaRequired;
  } else if (!/^[A-Za-z0-9_-]+$/.test(values.wistiaMediaId.trim())) errors.wistiaMediaId = SS_VALIDATION.wistiaFormat;
  if (!values.category) errors.category = SS_VALIDATION.categoryRequired;
  for (const field of ['downloadUrl', 'thumbnailUrl'] as const) {
    const value = values[field]?.trim();
    if (value && !isHttpUrl(value)) errors[field] = SS_VALIDATION.url;
  }
  return errors;
}

/** The whole story as POST and PUT take it (trimmed, blanks as none, the duration a number). */
export function storyPayload(values: Partial<StoryFormValues>): SleepStoryInput {
  return {
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    duration: Number(String(values.duration ?? '').trim()),
    wistiaMediaId: values.wistiaMediaId?.trim() || null,
    downloadUrl: values.downloadUrl?.trim() || null,
    category: values.category || 'general',
    thumbnailUrl: values.thumbnailUrl?.trim() || null,
    isActive: values.isActive ?? true,
  };
}

/** "4.2 MB" for the audio's size. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export { formatDuration } from '../../../lib/durations';
