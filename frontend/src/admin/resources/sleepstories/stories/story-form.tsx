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
import { useAdminT } from '../../../lib/i18n';

function Back() {
  const t = useAdminT();
  return <BackToList resource={STORIES_RESOURCE} label={t('sleepstories.form.back')} />;
}
const back = <Back />;

/** The fields of spec sub-apps §3/§5. */
function StoryFields({ saveLabel, extraAction, alwaysEnable = false }: { saveLabel: string; extraAction?: React.ReactNode; alwaysEnable?: boolean }) {
  const t = useAdminT();
  return (
    <>
      <TextInput source="title" label={t('sleepstories.form.title')} variant="outlined" fullWidth isRequired slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="description" label={t('sleepstories.form.description')} variant="outlined" fullWidth multiline minRows={4} isRequired />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberInput source="duration" label={t('sleepstories.form.duration')} variant="outlined" min={1} step={1} isRequired helperText={t('sleepstories.form.durationHelp')} />
        <SelectInput source="category" label={t('sleepstories.form.category')} choices={CATEGORY_CHOICES} variant="outlined" isRequired />
      </Box>
      <TextInput
        source="wistiaMediaId"
        label={t('sleepstories.form.wistia')}
        variant="outlined"
        fullWidth
        parse={(v: string) => v || null}
        helperText={t('sleepstories.form.wistiaHelp')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextInput source="downloadUrl" label={t('sleepstories.form.downloadUrl')} variant="outlined" fullWidth parse={(v: string) => v || null} />
      <TextInput
        source="thumbnailUrl"
        label={t('sleepstories.form.thumbnailUrl')}
        variant="outlined"
        fullWidth
        parse={(v: string) => v || null}
        helperText={t('sleepstories.form.thumbnailHelp')}
      />
      <BooleanInput source="isActive" label={t('sleepstories.form.active')} helperText={t('sleepstories.form.activeHelp')} />
      <FormActions saveLabel={saveLabel} extraAction={extraAction} alwaysEnable={alwaysEnable} />
    </>
  );
}

const validate = (values: Partial<StoryFormValues>) => validateStory(values);
const transform = (values: Partial<StoryFormValues>) => storyPayload(values);

/** /admin/sleepstories/stories/create: after saving, the story opens for editing, where its audio is uploaded. */
export function StoryCreate() {
  const t = useAdminT();
  const redirect = useRedirect();
  const feedback = useSaveFeedback<AdminSleepStory>(
    STORIES_RESOURCE,
    { saved: t('sleepstories.form.created'), failed: SS_ERRORS.createStory },
    (story) => redirect('edit', STORIES_RESOURCE, story.id),
  );
  return (
    <CreateBase<AdminSleepStory> resource={STORIES_RESOURCE} transform={transform} mutationOptions={feedback}>
      <RecordFormPage title={t('sleepstories.form.newTitle')} appBarTitle={t('sleepstories.form.appBarTitle')} subtitle={t('sleepstories.form.newSubtitle')} back={back}>
        <Form defaultValues={STORY_DEFAULTS} validate={validate}>
          <StoryFields saveLabel={t('sleepstories.form.create')} alwaysEnable />
        </Form>
      </RecordFormPage>
    </CreateBase>
  );
}

/** /admin/sleepstories/stories/:id — PUT sends the whole story (the server replaces it). */
export function StoryEdit({ id }: { id?: string } = {}) {
  const t = useAdminT();
  const feedback = useSaveFeedback<AdminSleepStory>(STORIES_RESOURCE, { saved: t('sleepstories.form.updated'), failed: SS_ERRORS.updateStory });
  return (
    <EditBase<AdminSleepStory> id={id} resource={STORIES_RESOURCE} mutationMode="pessimistic" transform={transform} mutationOptions={feedback}>
      <EditedRecord<AdminSleepStory> noun={t('sleepstories.form.noun')} back={back}>
        {(record) => (
          <RecordFormPage title={t('sleepstories.form.editTitle')} appBarTitle={t('sleepstories.form.appBarTitle')} subtitle={record.title} back={back} after={<AudioUpload story={record} />}>
            <Form validate={validate}>
              <StoryFields saveLabel={t('sleepstories.form.save')} extraAction={<DeleteStoryButton story={record} redirectTo="list" />} />
            </Form>
          </RecordFormPage>
        )}
      </EditedRecord>
    </EditBase>
  );
}
