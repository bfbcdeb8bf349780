import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { Link } from 'react-router-dom';
import {
  BooleanInput,
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useCreatePath,
  useEditContext,
  useRedirect,
} from 'react-admin';
import { LoadingState } from '../components/list-state';
import { PageHeading } from '../components/page-heading';
import { RecordError } from '../components/record-page';
import { SectionCard } from '../components/section-card';
import { useAdminToast } from '../components/use-admin-toast';
import type { Announcement as SupportMatchAnnouncement } from '@pfe/contracts';
import { DeleteAnnouncementButton } from './announcement-delete';
import {
  ANNOUNCEMENT_DEFAULTS,
  ANNOUNCEMENT_TYPE_CHOICES,
  announcementPayload,
  expiresAtInput,
  validateAnnouncement,
  type AnnouncementFormValues,
} from './lib';
import { ANNOUNCEMENT_ERRORS } from './texts';
import { useAnnouncementConsole } from './console-config';

function BackButton() {
  const createPath = useCreatePath();
  const { resource } = useAnnouncementConsole();
  return (
    <Button component={Link} to={createPath({ resource, type: 'list' })} startIcon={<ArrowBackOutlined />} color="inherit">
      All Announcements
    </Button>
  );
}

/** The fields of spec sub-apps §3/§5; title and content required, type info by default, expiry optional. */
function AnnouncementFields({ saveLabel, extraAction, alwaysEnable = false }: { saveLabel: string; extraAction?: React.ReactNode; alwaysEnable?: boolean }) {
  const { appName, showOnLogin } = useAnnouncementConsole();
  return (
    <>
      <TextInput source="title" label="Title" variant="outlined" fullWidth isRequired slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="content" label="Content" variant="outlined" fullWidth multiline minRows={4} isRequired />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput source="type" label="Type" choices={ANNOUNCEMENT_TYPE_CHOICES} variant="outlined" isRequired />
        <TextInput
          source="expiresAt"
          label="Expires on (optional)"
          type="date"
          variant="outlined"
          format={expiresAtInput}
          parse={(value: string) => value || null}
          helperText="Shown until the end of this day; empty means no expiry."
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <BooleanInput source="isActive" label="Active" helperText="Inactive announcements are hidden from members." />
      {showOnLogin && <BooleanInput source="showOnLogin" label="Show on login" helperText={`Counted as new on the member's ${appName} dashboard.`} />}
      <BooleanInput source="showOnSignInPage" label="Show on sign-in page" helperText="Kept with the announcement; the sign-in page does not show announcements yet." />
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <SaveButton label={saveLabel} alwaysEnable={alwaysEnable} />
        {extraAction}
      </Box>
    </>
  );
}

const validate = (values: Partial<AnnouncementFormValues>) => validateAnnouncement(values);
const transform = (values: Partial<AnnouncementFormValues>) => announcementPayload(values);

/** /admin/<app>/announcements/create */
export function AnnouncementCreate() {
  const { resource, appName } = useAnnouncementConsole();
  const toast = useAdminToast();
  const redirect = useRedirect();
  return (
    <CreateBase<SupportMatchAnnouncement>
      resource={resource}
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          toast({ title: 'Success', description: 'Announcement created' });
          redirect('list', resource);
        },
        onError: () => toast({ title: 'Error', description: ANNOUNCEMENT_ERRORS.createAnnouncement, variant: 'destructive' }),
      }}
    >
      <Box>
        <PageHeading title="New Announcement" appBarTitle="Announcements" subtitle={`Shown to ${appName} members while active and not expired`} actions={<BackButton />} />
        <SectionCard sx={{ maxWidth: 760 }}>
          <Form defaultValues={ANNOUNCEMENT_DEFAULTS} validate={validate}>
            <AnnouncementFields saveLabel="Create Announcement" alwaysEnable />
          </Form>
        </SectionCard>
      </Box>
    </CreateBase>
  );
}

function AnnouncementEditView() {
  const { record, isPending, error } = useEditContext<SupportMatchAnnouncement>();
  if (isPending) return <LoadingState text="Loading announcement..." />;
  if (error || !record) return <RecordError back={<BackButton />} error={error ?? new Error('Announcement not found')} />;
  return (
    <Box>
      <PageHeading title="Edit Announcement" appBarTitle="Announcements" subtitle={record.title} actions={<BackButton />} />
      <SectionCard sx={{ maxWidth: 760 }}>
        <Form validate={validate}>
          <AnnouncementFields saveLabel="Save Announcement" extraAction={<DeleteAnnouncementButton announcement={record} redirectTo="list" />} />
        </Form>
      </SectionCard>
    </Box>
  );
}

/** /admin/<app>/announcements/:id — PUT sends the whole announcement (the server replaces it). */
export function AnnouncementEdit({ id }: { id?: string } = {}) {
  const { resource } = useAnnouncementConsole();
  const toast = useAdminToast();
  const redirect = useRedirect();
  return (
    <EditBase<SupportMatchAnnouncement>
      id={id}
      resource={resource}
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{
        onSuccess: () => {
          toast({ title: 'Success', description: 'Announcement updated' });
          redirect('list', resource);
        },
        onError: () => toast({ title: 'Error', description: ANNOUNCEMENT_ERRORS.updateAnnouncement, variant: 'destructive' }),
      }}
    >
      <AnnouncementEditView />
    </EditBase>
  );
}
