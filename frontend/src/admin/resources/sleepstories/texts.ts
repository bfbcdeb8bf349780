import type { ListTexts } from '../../components/list-page';

/** The SleepStories console texts: spec sub-apps §5 and §8 verbatim, and the console's own. */
export const SS_ERRORS = {
  createStory: 'Failed to create sleep story',
  updateStory: 'Failed to update sleep story',
  deleteStory: 'Failed to delete sleep story',
  uploadAudio: 'Failed to upload the audio file',
} as const;

export const SS_VALIDATION = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  durationRequired: 'Duration is required',
  durationPositive: 'Duration must be a positive number (in seconds)',
  wistiaRequired: 'Wistia Media ID is required',
  categoryRequired: 'Category is required',
  url: 'Enter an address starting with http:// or https://',
} as const;

export const DELETE_STORY_CONFIRM = 'Are you sure you want to delete this story?';

export const SS_LIST_TEXT = {
  stories: {
    title: 'Sleep Stories',
    appBarTitle: 'Stories',
    subtitle: 'Every story, inactive ones included; members see the active ones',
    card: 'All Stories',
    count: ['story', 'stories'],
    loading: 'Loading stories...',
    empty: 'No sleep stories yet',
    emptyDescription: 'Add a story to start the library.',
  },
  announcements: {
    title: 'Announcements',
    subtitle: 'Shown above the SleepStories library',
    card: 'All Announcements',
    count: ['announcement', 'announcements'],
    loading: 'Loading announcements...',
    empty: 'No announcements yet',
    emptyDescription: 'Create one to tell SleepStories listeners what is new.',
  },
} as const satisfies Record<string, ListTexts>;
