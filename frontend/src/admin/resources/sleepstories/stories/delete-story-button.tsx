import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { DeleteRecordButton } from '../../../components/delete-record-button';
import { DELETE_STORY_CONFIRM, SS_ERRORS } from '../texts';
import { STORIES_RESOURCE } from './resource';

/** Deletes a story (and its audio file) after the spec's question; a button on the edit page, an icon in lists. */
export function DeleteStoryButton({ story, variant = 'button', redirectTo }: { story: AdminSleepStory; variant?: 'button' | 'icon'; redirectTo?: 'list' }) {
  return (
    <DeleteRecordButton
      resource={STORIES_RESOURCE}
      record={story}
      name={story.title}
      variant={variant}
      redirectTo={redirectTo}
      texts={{ title: 'Delete story', content: DELETE_STORY_CONFIRM, deleted: 'Story deleted', failed: SS_ERRORS.deleteStory }}
    />
  );
}
