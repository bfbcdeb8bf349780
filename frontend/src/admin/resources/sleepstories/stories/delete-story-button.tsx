import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { DeleteRecordButton } from '../../../components/delete-record-button';
import { DELETE_STORY_CONFIRM_KEY, SS_ERRORS } from '../texts';
import { STORIES_RESOURCE } from './resource';
import { useAdminT } from '../../../lib/i18n';

/** Deletes a story (and its audio file) after the spec's question; a button on the edit page, an icon in lists. */
export function DeleteStoryButton({ story, variant = 'button', redirectTo }: { story: AdminSleepStory; variant?: 'button' | 'icon'; redirectTo?: 'list' }) {
  const t = useAdminT();
  return (
    <DeleteRecordButton
      resource={STORIES_RESOURCE}
      record={story}
      name={story.title}
      variant={variant}
      redirectTo={redirectTo}
      texts={{ title: t('sleepstories.delete.title'), content: t(DELETE_STORY_CONFIRM_KEY), deleted: t('sleepstories.delete.deleted'), failed: SS_ERRORS.deleteStory }}
    />
  );
}
