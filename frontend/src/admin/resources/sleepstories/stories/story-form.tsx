import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import type { AdminSleepStory } from '@pfe/contracts';
import { BooleanInput, CreateBase, EditBase, Form, NumberInput, SaveButton, SelectInput, TextInput, useCreatePath, useEditContext, useRedirect } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadingState } from '../../../components/list-state';
import { PageHeading } from '../../../components/page-heading';
import { RecordError } from '../../../components/record-page';
import { SectionCard } from '../../../components/section-card';
import { useAdminToast } from '../../../components/use-admin-toast';
import { CATEGORY_CHOICES, STORY_DEFAULTS, storyPayload, validateStory, type StoryFormValues } from '../lib';
import { SS_ERRORS } from '../texts';
import { AudioUpload } from './audio-upload';
import { DeleteStoryButton } from './delete-story-button';
import { STORIES_RESOURCE } from './resource';

function BackButton() {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource: STORIES_RESOURCE, type: 'list' })} startIcon={<ArrowBackOutlined />} color="inherit">
      All Stories
    </Button>
  );
}

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
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <SaveButton label={saveLabel} alwaysEnable={alwaysEnable} />
        {extraAction}
      </Box>
    </>
  );
}

const validate = (values: Partial<StoryFormValues>) => validateStory(values);
const transform = (values: Partial<StoryFormValues>) => storyPayload(values);

/** /admin/sleepstories/stories/create: after saving, the story opens for editing, where its audio is uploaded. */
export function StoryCreate() {
  const toast = useAdminToast();
  const redirect = useRedirect();
  return (
    <CreateBase<AdminSleepStory>
      resource={STORIES_RESOURCE}
      transform={transform}
      mutationOptions={{
        onSuccess: (story) => {
          toast({ title: 'Success', description: 'Story created. You can now upload its audio.' });
          redirect('edit', STORIES_RESOURCE, story.id);
        },
        onError: () => toast({ title: 'Error', description: SS_ERRORS.createStory, variant: 'destructive' }),
      }}
    >
      <Box>
        <PageHeading title="New Story" appBarTitle="Stories" subtitle="Active stories are shown in the members' library" actions={<BackButton />} />
        <SectionCard sx={{ maxWidth: 760 }}>
          <Form defaultValues={STORY_DEFAULTS} validate={validate}>
            <StoryFields saveLabel="Create Story" alwaysEnable />
          </Form>
        </SectionCard>
      </Box>
    </CreateBase>
  );
}

function StoryEditView() {
  const { record, isPending, error } = useEditContext<AdminSleepStory>();
  if (isPending) return <LoadingState text="Loading story..." />;
  if (error || !record) return <RecordError back={<BackButton />} error={error ?? new Error('Story not found')} />;
  return (
    <Box>
      <PageHeading title="Edit Story" appBarTitle="Stories" subtitle={record.title} actions={<BackButton />} />
      <SectionCard sx={{ maxWidth: 760 }}>
        <Form validate={validate}>
          <StoryFields saveLabel="Save Story" extraAction={<DeleteStoryButton story={record} redirectTo="list" />} />
        </Form>
      </SectionCard>
      <AudioUpload story={record} />
    </Box>
  );
}

/** /admin/sleepstories/stories/:id — PUT sends the whole story (the server replaces it). */
export function StoryEdit({ id }: { id?: string } = {}) {
  const toast = useAdminToast();
  const redirect = useRedirect();
  return (
    <EditBase<AdminSleepStory>
      id={id}
      resource={STORIES_RESOURCE}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          toast({ title: 'Success', description: 'Story updated' });
          redirect('list', STORIES_RESOURCE);
        },
        onError: () => toast({ title: 'Error', description: SS_ERRORS.updateStory, variant: 'destructive' }),
      }}
    >
      <StoryEditView />
    </EditBase>
  );
}
