import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIGHTHOUSE_LIMITS as L, type LighthouseProfile, type LighthouseProperty } from '@pfe/contracts/lighthouse';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { useDraft } from '../../../lib/drafts';
import { i18n } from '../../../lib/i18n';
import { useCreateMatch } from '../api/create-match';
import { useMatches } from '../api/get-matches';
import { failureText } from '../failure';
import { LIGHTHOUSE_PATHS } from '../paths';

/** Spec §2: the match request form for seekers (message optional, and a proposed move-in date). */
function RequestForm({ propertyId }: { propertyId: string }) {
  // Kept while the member looks around the app (issue 21 item 10).
  const [message, setMessage] = useDraft(`lighthouse:request:${propertyId}`);
  const [moveIn, setMoveIn] = useState('');
  const request = useCreateMatch();
  const { toast } = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { propertyId, message: message.trim() || null, proposedMoveInDate: moveIn || null },
      {
        onSuccess: () => {
          toast({ title: i18n.t('lighthouse:ui.requestSent'), description: i18n.t('lighthouse:ui.theHostWillSeeYourRequest') });
          setMessage('');
        },
        onError: (error) => toast({ title: i18n.t('lighthouse:ui.error'), description: failureText(i18n.t('lighthouse:ui.failedToRequestMatch'), error), variant: 'destructive' }),
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="lh-request-title">
      <Stack spacing={2}>
        <Typography id="lh-request-title" variant="h6" component="h2">
          {i18n.t('lighthouse:ui.requestThisHome')}
        </Typography>
        <TextField label={i18n.t('lighthouse:ui.messageToTheHostOptional')} value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: L.message } }} />
        <TextField label={i18n.t('lighthouse:ui.proposedMoveInDateOptional')} type="date" value={moveIn} onChange={(e) => setMoveIn(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Typography variant="body2" color="text.secondary">
          {i18n.t('lighthouse:address.requestNote')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {request.isPending ? i18n.t('lighthouse:x.sending') : i18n.t('lighthouse:x.requestMatch')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** What the viewer can do here: the owner edits; a seeker requests (or sees their open request); a host is told they cannot. */
export function PropertyActions({ property, me }: { property: LighthouseProperty; me: LighthouseProfile }) {
  const matches = useMatches({ enabled: me.profileType === 'seeker' });
  if (property.visibility === 'owner')
    return (
      <Button component={RouterLink} to={LIGHTHOUSE_PATHS.editProperty(property.id)} variant="contained" startIcon={<EditOutlined />}>
        {i18n.t('lighthouse:ui.editProperty')}
      </Button>
    );
  if (me.profileType === 'host') return <Alert severity="info">{i18n.t('lighthouse:texts.hostCannotRequest')}</Alert>;
  const open = matches.data?.find((m) => m.viewerRole === 'seeker' && m.property.id === property.id && (m.status === 'pending' || m.status === 'accepted'));
  if (open?.status === 'accepted')
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">{i18n.t('lighthouse:texts.accepted')}</Alert>
        <Button component={RouterLink} to={LIGHTHOUSE_PATHS.conversation(open.id)} variant="contained">
          {i18n.t('lighthouse:ui.messageTheHost')}
        </Button>
      </Stack>
    );
  if (open)
    return (
      <Alert severity="info" action={<Button component={RouterLink} to={LIGHTHOUSE_PATHS.matches}>{i18n.t('lighthouse:ui.myRequests')}</Button>}>
        Your request is waiting for the host&apos;s answer.
      </Alert>
    );
  return <RequestForm propertyId={property.id} />;
}
