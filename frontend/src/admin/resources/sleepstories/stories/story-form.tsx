import Box from '@mui/material/Box';
import type { AdminSleepStory } from '@pfe/contracts/sleepstories';
import { BooleanInput, CreateBase, EditBase, Form, NumberInput, SelectInput, TextInput, useRedirect } from 'react-admin';
import { EditedRecord, FormActions, RecordFormPage, useSaveFeedback } from '../../../components/record-form';
import { BackToList } from '../../../components/record-page';
import { CATEGORY_CHOICES, STORY_DEFAULTS, storyPayload, validateStory, type StoryFormValues } from '../lib';
import { SS_ERRORS } from '../texts';
import { AudioUpload } from './audio-upload';
import { DeleteStoryButton } from './delete-story-button';
import { STORIES_RESOURCE } from './resource';

const back = <BackToList resource={STORIES_RESOURCE} label="All Stories" />;

/** The fields of spec sub-apps §3/§5. */
function StoryFields({ saveLabel, extraAction, alwaysEnable = false }: { saveLabel: string; extraAction?: React.ReactNode; alwaysEnable?: boolean }) {
  return (
    <>
      <TextInput source="title" label="Title" variant="outlined" fullWidth isRequired slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="description" label="Description" variant="outlined" fullWidth multiline minRows={4} isRequired />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberInput source="duration" label="Duration (seconds)" variant="outlined" min={1} step={1} isRequired helperText="Shown to members in minutes, or hours and minutes." />
        <SelectInput source="category" label="Category" choices={CATEGORY_CHOICES} variant="outlined" isRequired />
      </Box>
      <TextInput
        source="wistiaMediaId"
        label="Wistia Media ID (optional with an audio file)"
        variant="outlined"
        fullWidth
        parse={(v: string) => v || null}
        helperText="Used when the story has no audio file of ours. For a story with its own audio, save it inactive, upload the audio, then make it active."
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextInput source="downloadUrl" label="Download URL (optional)" variant="outlined" fullWidth parse={(v: string) => v || null} />
      <TextInput
        source="thumbnailUrl"
        label="Thumbnail URL (optional)"
        variant="outlined"
        fullWidth
        parse={(v: string) => v || null}
        helperText="Shown only when it is on this site: pictures from other hosts are not loaded for members."
      />
      <BooleanInput source="isActive" label="Active" helperText="Inactive stories are hidden from members." />
      <FormActions saveLabel={saveLabel} extraAction={extraAction} alwaysEnable={alwaysEnable} />
    </>
  );
}

const validate = (values: Partial<StoryFormValues>) => validateStory(values);
const transform = (values: Partial<StoryFormValues>) => storyPayload(values);

/** /admin/sleepstories/stories/create: after saving, the story opens for editing, where its audio is uploaded. */
export function StoryCreate() {
  const redirect = useRedirect();
  const feedback = useSaveFeedback<AdminSleepStory>(
    STORIES_RESOURCE,
    { saved: 'Story created. You can now upload its audio.', failed: SS_ERRORS.createStory },
    (story) => redirect('edit', STORIES_RESOURCE, story.id),
  );
  return (
    <CreateBase<AdminSleepStory> resource={STORIES_RESOURCE} transform={transform} mutationOptions={feedback}>
      <RecordFormPage title="New Story" appBarTitle="Stories" subtitle="Active stories are shown in the members' library" back={back}>
        <Form defaultValues={STORY_DEFAULTS} validate={validate}>
          <StoryFields saveLabel="Create Story" alwaysEnable />
        </Form>
      </RecordFormPage>
    </CreateBase>
  );
}

/** /admin/sleepstories/stories/:id — PUT sends the whole story (the server replaces it). */
export function StoryEdit({ id }: { id?: string } = {}) {
  const feedback = useSaveFeedback<AdminSleepStory>(STORIES_RESOURCE, { saved: 'Story updated', failed: SS_ERRORS.updateStory });
  return (
    <EditBase<AdminSleepStory> id={id} resource={STORIES_RESOURCE} mutationMode="pessimistic" transform={transform} mutationOptions={feedback}>
      <EditedRecord<AdminSleepStory> noun="Story" back={back}>
        {(record) => (
          <RecordFormPage title="Edit Story" appBarTitle="Stories" subtitle={record.title} back={back} after={<AudioUpload story={record} />}>
            <Form validate={validate}>
              <StoryFields saveLabel="Save Story" extraAction={<DeleteStoryButton story={record} redirectTo="list" />} />
            </Form>
          </RecordFormPage>
        )}
      </EditedRecord>
    </EditBase>
  );
}
