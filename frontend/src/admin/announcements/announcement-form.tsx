import Box from '@mui/material/Box';
import { BooleanInput, CreateBase, EditBase, Form, SelectInput, TextInput } from 'react-admin';
import { EditedRecord, FormActions, RecordFormPage, useSaveFeedback } from '../components/record-form';
import { BackToList } from '../components/record-page';
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
  return <BackToList resource={useAnnouncementConsole().resource} label="All Announcements" />;
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
      <FormActions saveLabel={saveLabel} extraAction={extraAction} alwaysEnable={alwaysEnable} />
    </>
  );
}

const validate = (values: Partial<AnnouncementFormValues>) => validateAnnouncement(values);
const transform = (values: Partial<AnnouncementFormValues>) => announcementPayload(values);

/** /admin/<app>/announcements/create */
export function AnnouncementCreate() {
  const { resource, appName } = useAnnouncementConsole();
  const feedback = useSaveFeedback<SupportMatchAnnouncement>(resource, { saved: 'Announcement created', failed: ANNOUNCEMENT_ERRORS.createAnnouncement });
  return (
    <CreateBase<SupportMatchAnnouncement> resource={resource} transform={transform} mutationOptions={feedback}>
      <RecordFormPage title="New Announcement" appBarTitle="Announcements" subtitle={`Shown to ${appName} members while active and not expired`} back={<BackButton />}>
        <Form defaultValues={ANNOUNCEMENT_DEFAULTS} validate={validate}>
          <AnnouncementFields saveLabel="Create Announcement" alwaysEnable />
        </Form>
      </RecordFormPage>
    </CreateBase>
  );
}

/** /admin/<app>/announcements/:id — PUT sends the whole announcement (the server replaces it). */
export function AnnouncementEdit({ id }: { id?: string } = {}) {
  const { resource } = useAnnouncementConsole();
  const feedback = useSaveFeedback<SupportMatchAnnouncement>(resource, { saved: 'Announcement updated', failed: ANNOUNCEMENT_ERRORS.updateAnnouncement });
  return (
    <EditBase<SupportMatchAnnouncement> id={id} resource={resource} mutationMode="pessimistic" transform={transform} mutationOptions={feedback}>
      <EditedRecord<SupportMatchAnnouncement> noun="Announcement" back={<BackButton />}>
        {(record) => (
          <RecordFormPage title="Edit Announcement" appBarTitle="Announcements" subtitle={record.title} back={<BackButton />}>
            <Form validate={validate}>
              <AnnouncementFields saveLabel="Save Announcement" extraAction={<DeleteAnnouncementButton announcement={record} redirectTo="list" />} />
            </Form>
          </RecordFormPage>
        )}
      </EditedRecord>
    </EditBase>
  );
}
