import { i18n } from '../../../lib/i18n';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIGHTHOUSE_REFERENCE_TEXT_MAX, LIGHTHOUSE_VERIFIED_CHECK_LABELS, type LighthouseReference, type LighthouseTrust } from '@pfe/contracts/lighthouse';
import { useId, useState, type FormEvent } from 'react';
import { PanelCard } from '../../../components/panel-card';
import { ReportButton } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useHostTrust, useStayReferences, useStayTrust, useWriteReference } from '../api/trust';
import { formatDate } from '../format';

const roleWord = (r: LighthouseReference) => (r.authorRole === 'host' ? i18n.t('lighthouse:x.aHost') : i18n.t('lighthouse:x.aGuest'));

/** The verified badge and the counts of published references (issue 32): what a member sees about a host or a seeker. */
export function TrustSummary({ trust, who }: { trust: LighthouseTrust; who: string }) {
  return (
    <Stack spacing={1} aria-label={i18n.t('lighthouse:x.trustOf', { who })} component="section">
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {trust.verified && (
          <Chip
            icon={<VerifiedOutlined />}
            color="success"
            variant="outlined"
            label={i18n.t('lighthouse:x.verified', { date: formatDate(trust.verified.verifiedAt), checks: trust.verified.checks.map((c) => (Object.hasOwn(LIGHTHOUSE_VERIFIED_CHECK_LABELS, c) ? i18n.t(`lighthouse:x.checks.${c}`) : c)).join(', ') })}
            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        )}
        <Typography variant="body2">
          {trust.positive + trust.negative === 0 ? i18n.t('lighthouse:ui.noReferencesYet') : i18n.t('lighthouse:x.counts', { positive: trust.positive, negative: trust.negative })}
        </Typography>
      </Stack>
      {trust.references.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {trust.references.map((r) => (
            <Box component="li" key={r.id}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{r.recommend ? i18n.t('lighthouse:ui.recommends') : i18n.t('lighthouse:ui.doesNotRecommend')}</strong> · {roleWord(r)}, {formatDate(r.createdAt)}: {r.text}
              </Typography>
              <ReportButton kind="lighthouse.reference" id={r.id} name={i18n.t('lighthouse:ui.thisReference')} ariaLabel={`Report the reference of ${formatDate(r.createdAt)}`} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReferenceForm({ matchId, otherName }: { matchId: string; otherName: string }) {
  const [recommend, setRecommend] = useState<'' | 'yes' | 'no'>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ recommend?: string; text?: string }>({});
  const write = useWriteReference(matchId);
  const { toast } = useToast();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { recommend: recommend ? undefined : i18n.t('lighthouse:ui.chooseOne'), text: text.trim() ? undefined : i18n.t('lighthouse:ui.writeAFewWords') };
    setErrors(found);
    if (found.recommend || found.text) return;
    write.mutate({ recommend: recommend === 'yes', text: text.trim() }, { onSuccess: () => toast({ title: i18n.t('lighthouse:ui.referenceSaved'), description: `It becomes visible when ${otherName} writes theirs, or 14 days after the stay.` }) });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {write.isError && <Alert severity="error">{messageOf(write.error)}</Alert>}
      <FormControl error={Boolean(errors.recommend)} required>
        <FormLabel id={`${id}-recommend`}>Would you recommend {otherName}?</FormLabel>
        <RadioGroup row aria-labelledby={`${id}-recommend`} value={recommend} onChange={(e) => setRecommend(e.target.value as 'yes' | 'no')}>
          <FormControlLabel value="yes" control={<Radio />} label={i18n.t('lighthouse:ui.yes')} />
          <FormControlLabel value="no" control={<Radio />} label={i18n.t('lighthouse:ui.no')} />
        </RadioGroup>
        {errors.recommend && <Typography variant="caption" color="error">{errors.recommend}</Typography>}
      </FormControl>
      <TextField
        label={i18n.t('lighthouse:ui.yourReference')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(errors.text)}
        helperText={errors.text ?? i18n.t('lighthouse:x.refHelp', { length: text.length, max: LIGHTHOUSE_REFERENCE_TEXT_MAX })}
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: LIGHTHOUSE_REFERENCE_TEXT_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={write.isPending || write.isSuccess}>
          {write.isPending ? i18n.t('lighthouse:ui.saving') : i18n.t('lighthouse:ui.saveReference')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * A completed stay's references (issue 32): hers to write once, and the other's once published
 * (both written, or 14 days after the stay). Neither sees the other's first.
 */
export function StayReferences({ matchId, otherName }: { matchId: string; otherName: string }) {
  const refs = useStayReferences(matchId);
  if (!refs.data) return null;
  const { canWrite, mine, theirs, publishesAt } = refs.data;
  return (
    <PanelCard component="section" aria-labelledby="lh-references-title">
      <Stack spacing={2}>
        <Typography id="lh-references-title" variant="h6" component="h2">
          {i18n.t('lighthouse:ui.references')}
        </Typography>
        {canWrite && <ReferenceForm matchId={matchId} otherName={otherName} />}
        {mine && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Yours ({mine.recommend ? 'recommend' : 'do not recommend'}): {mine.text}
          </Typography>
        )}
        {theirs ? (
          <Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {otherName}&apos;s ({theirs.recommend ? 'recommends you' : 'does not recommend you'}): {theirs.text}
            </Typography>
            <ReportButton kind="lighthouse.reference" id={theirs.id} name={`${otherName}'s reference`} label={i18n.t('lighthouse:ui.reportThisReference')} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {otherName}&apos;s reference is shown once you have both written yours{publishesAt ? `, or from ${formatDate(publishesAt)}` : ''}.
          </Typography>
        )}
      </Stack>
    </PanelCard>
  );
}

/** The host's verified badge and published references (issue 32). */
export function HostTrust({ propertyId, who }: { propertyId: string; who: string }) {
  const trust = useHostTrust(propertyId);
  return trust.data ? (
    <PanelCard>
      <TrustSummary trust={trust.data} who={who} />
    </PanelCard>
  ) : null;
}

/** The other member's badge and published references (issue 32). */
export function OtherTrust({ matchId, who }: { matchId: string; who: string }) {
  const trust = useStayTrust(matchId);
  return trust.data ? <TrustSummary trust={trust.data} who={who} /> : null;
}
