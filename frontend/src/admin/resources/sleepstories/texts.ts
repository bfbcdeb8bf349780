import { listTextsAt, textsAt } from '../../lib/i18n';

/** The SleepStories console texts: spec sub-apps §5 and §8 verbatim, and the console's own; read in the console's language when read (admin.json `sleepstories.*`). */
export const SS_ERRORS = textsAt('sleepstories.errors', ['createStory', 'updateStory', 'deleteStory', 'uploadAudio']);

export const SS_VALIDATION = textsAt('sleepstories.validation', [
  'titleRequired',
  'descriptionRequired',
  'durationRequired',
  'durationPositive',
  'wistiaRequired',
  'categoryRequired',
  'url',
  'wistiaFormat',
]);

export const DELETE_STORY_CONFIRM_KEY = 'sleepstories.deleteConfirm';

export const SS_LIST_TEXT = {
  stories: listTextsAt('sleepstories.lists.stories', ['title', 'appBarTitle', 'subtitle', 'card', 'loading', 'empty', 'emptyDescription']),
  announcements: listTextsAt('announcements.lists.sleepstories', ['title', 'subtitle', 'card', 'loading', 'empty', 'emptyDescription']),
};
