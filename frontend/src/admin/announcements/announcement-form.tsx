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
import { useAdminT } from '../lib/i18n';

function BackButton() {
  const t = useAdminT();
  return <BackToList resource={useAnnouncementConsole().resource} label={t('announcements.form.back')} />;
}

/** The fields of spec sub-apps §3/§5; title and content required, type info by default, expiry optional. */
function AnnouncementFields({ saveLabel, extraAction, alwaysEnable = false }: { saveLabel: string; extraAction?: React.ReactNode; alwaysEnable?: boolean }) {
  const t = useAdminT();
  const { appName, showOnLogin } = useAnnouncementConsole();
  return (
    <>
      <TextInput source="title" label={t('announcements.form.title')} variant="outlined" fullWidth isRequired slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="content" label={t('announcements.form.content')} variant="outlined" fullWidth multiline minRows={4} isRequired />
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectInput source="type" label={t('announcements.form.type')} choices={ANNOUNCEMENT_TYPE_CHOICES} variant="outlined" isRequired />
        <TextInput
          source="expiresAt"
          label={t('announcements.form.expiresAt')}
          type="date"
          variant="outlined"
          format={expiresAtInput}
          parse={(value: string) => value || null}
          helperText={t('announcements.form.expiresAtHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <BooleanInput source="isActive" label={t('announcements.form.active')} helperText={t('announcements.form.activeHelp')} />
      {showOnLogin && <BooleanInput source="showOnLogin" label={t('announcements.form.showOnLogin')} helperText={t('announcements.form.showOnLoginHelp', { app: appName })} />}
      <BooleanInput source="showOnSignInPage" label={t('announcements.form.showOnSignIn')} helperText={t('announcements.form.showOnSignInHelp')} />
      <FormActions saveLabel={saveLabel} extraAction={extraAction} alwaysEnable={alwaysEnable} />
    </>
  );
}

const validate = (values: Partial<AnnouncementFormValues>) => validateAnnouncement(values);
const transform = (values: Partial<AnnouncementFormValues>) => announcementPayload(values);

/** /admin/<app>/announcements/create */
export function AnnouncementCreate() {
  const t = useAdminT();
  const { resource, appName } = useAnnouncementConsole();
  const feedback = useSaveFeedback<SupportMatchAnnouncement>(resource, { saved: t('announcements.form.created'), failed: ANNOUNCEMENT_ERRORS.createAnnouncement });
  return (
    <CreateBase<SupportMatchAnnouncement> resource={resource} transform={transform} mutationOptions={feedback}>
      <RecordFormPage
        title={t('announcements.form.newTitle')}
        appBarTitle={t('announcements.form.appBarTitle')}
        subtitle={t('announcements.form.newSubtitle', { app: appName })} back={<BackButton />}>
        <Form defaultValues={ANNOUNCEMENT_DEFAULTS} validate={validate}>
          <AnnouncementFields saveLabel={t('announcements.form.create')} alwaysEnable />
        </Form>
      </RecordFormPage>
    </CreateBase>
  );
}

/** /admin/<app>/announcements/:id — PUT sends the whole announcement (the server replaces it). */
export function AnnouncementEdit({ id }: { id?: string } = {}) {
  const t = useAdminT();
  const { resource } = useAnnouncementConsole();
  const feedback = useSaveFeedback<SupportMatchAnnouncement>(resource, { saved: t('announcements.form.updated'), failed: ANNOUNCEMENT_ERRORS.updateAnnouncement });
  return (
    <EditBase<SupportMatchAnnouncement> id={id} resource={resource} mutationMode="pessimistic" transform={transform} mutationOptions={feedback}>
      <EditedRecord<SupportMatchAnnouncement> noun={t('announcements.form.noun')} back={<BackButton />}>
        {(record) => (
          <RecordFormPage title={t('announcements.form.editTitle')} appBarTitle={t('announcements.form.appBarTitle')} subtitle={record.title} back={<BackButton />}>
            <Form validate={validate}>
              <AnnouncementFields saveLabel={t('announcements.form.save')} extraAction={<DeleteAnnouncementButton announcement={record} redirectTo="list" />} />
            </Form>
          </RecordFormPage>
        )}
      </EditedRecord>
    </EditBase>
  );
}
