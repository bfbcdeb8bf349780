import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BlockMemberButton } from '../../../components/block-dialog';
import { formatUsd } from '../../../components/money';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConversationUnread } from '../../../components/unread-count';
import { PanelCard } from '../../../components/panel-card';
import { ReportButton } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import type { LighthouseIncomingRequest, LighthouseMatchStatus, LighthouseSeekerRequest } from '@pfe/contracts/lighthouse';
import { useUpdateMatch } from '../api/update-match';
import { failureText } from '../failure';
import { formatDate, rentLine, seekerOutcomeText } from '../format';
import { LIGHTHOUSE_PATHS } from '../paths';
import { MatchStatusChip } from './match-status-chip';
import { i18n } from '../../../lib/i18n';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

/** "$300.00 to $800.00", "up to $800.00", "from $300.00", or null. */
export function budgetLine(min: string | null, max: string | null): string | null {
  if (min && max) return `${formatUsd(min)} to ${formatUsd(max)}`;
  if (max) return `up to ${formatUsd(max)}`;
  if (min) return `from ${formatUsd(min)}`;
  return null;
}

/** What a LightHouse block does, said in the Block dialog. */
export const lighthouseBlockText = (name: string) =>
  i18n.t('lighthouse:x.blockText', { name });

/**
 * Report or block the other member of a request (the host from the seeker's card, the seeker from
 * the host's, whose card shows her LightHouse profile): the report is of the member herself (kind
 * `member`, issue 32: "a member from her profile"), through the one Report dialog; the card goes
 * with a block.
 */
function ReportOrBlockOther({ userId, name }: { userId: string; name: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <ReportButton kind="member" id={userId} name={name} label={i18n.t('lighthouse:x.reportName', { name })} icon={<FlagOutlined />} />
      <BlockMemberButton
        userId={userId}
        name={name}
        description={lighthouseBlockText(name)}
        done={`${name} can no longer message you or see your listings and requests.`}
      />
    </Stack>
  );
}

/** A move that asks first: what it does, in words that name the other person. */
interface Move {
  status: LighthouseMatchStatus;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  done: string;
  destructive?: boolean;
}

/** The host's and the seeker's moves (issue 21: Accept says what it shares; every move confirms). */
const t = (key: string, values?: Record<string, unknown>) => i18n.t(`lighthouse:moves.${key}`, values);

/** A move's words in the page's language (`lighthouse:moves.<move>.*`). */
const move = (name: string, status: LighthouseMatchStatus, seeker?: string, destructive?: boolean): Move => ({
  status,
  title: t(`${name}.title`, { seeker }),
  text: t(`${name}.text`, { seeker }),
  confirmLabel: t(`${name}.confirm`),
  cancelLabel: t(`${name}.cancel`),
  done: t(`${name}.done`),
  ...(destructive ? { destructive } : {}),
});

export const MOVES = {
  accept: (seeker: string): Move => move('accept', 'accepted', seeker),
  reject: (seeker: string): Move => move('reject', 'rejected', seeker, true),
  complete: (seeker: string): Move => move('complete', 'completed', seeker),
  cancelMatch: (seeker: string): Move => move('cancelMatch', 'cancelled', seeker, true),
  cancelRequest: (): Move => move('cancelRequest', 'cancelled', undefined, true),
};

function useMove(id: string) {
  const update = useUpdateMatch();
  const { toast } = useToast();
  const [asking, setAsking] = useState<Move | null>(null);
  const [hostResponse, setHostResponse] = useState<string | undefined>();
  const ask = (move: Move, response?: string) => {
    setHostResponse(response);
    setAsking(move);
  };
  const confirm = () => {
    if (!asking) return;
    const move = asking;
    update.mutate(
      { id, status: move.status, ...(hostResponse?.trim() ? { hostResponse: hostResponse.trim() } : {}) },
      {
        onSuccess: () => toast({ title: move.done }),
        onError: (error) => toast({ title: i18n.t('lighthouse:ui.error'), description: failureText(i18n.t('lighthouse:ui.failedToUpdateMatch'), error), variant: 'destructive' }),
        onSettled: () => setAsking(null),
      },
    );
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking?.title ?? ''}
      content={asking?.text}
      confirm={asking?.confirmLabel ?? ''}
      cancelLabel={asking?.cancelLabel}
      destructive={asking?.destructive}
      loading={update.isPending}
      onConfirm={confirm}
      onClose={() => setAsking(null)}
    />
  );
  return { ask, dialog, pending: update.isPending };
}

/** A seeker's own request: its listing (the address once accepted), the spec's outcome text, cancel while pending. */
export function SeekerRequestCard({ match, compact = false }: { match: LighthouseSeekerRequest; compact?: boolean }) {
  const { ask, dialog, pending } = useMove(match.id);
  const outcome = seekerOutcomeText(match.status);
  const p = match.property;
  // A withdrawn listing is a 404 to open (unless accepted: she keeps the place she is moving into).
  const reachable = !match.listingWithdrawn || match.status === 'accepted';
  const withdrawn = match.listingWithdrawn && match.status === 'pending';
  return (
    <PanelCard component="article" aria-labelledby={`lh-req-${match.id}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          {reachable ? (
            <Link id={`lh-req-${match.id}`} component={RouterLink} to={LIGHTHOUSE_PATHS.property(p.id)} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {p.title}
            </Link>
          ) : (
            <Typography id={`lh-req-${match.id}`} variant="subtitle1" component={compact ? 'h3' : 'h2'} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {p.title}
            </Typography>
          )}
          {withdrawn ? <Chip size="small" variant="outlined" label={i18n.t('lighthouse:withdrawn.label')} /> : <MatchStatusChip status={match.status} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {p.city}, {p.state} · {rentLine(p.monthlyRent)} · Requested {formatDate(match.createdAt)}
        </Typography>
        {outcome && (
          <Alert severity={match.status === 'accepted' ? 'success' : 'info'} role="status">
            {outcome}
          </Alert>
        )}
        {withdrawn && (
          <Alert severity="info" role="status">
            {i18n.t('lighthouse:withdrawn.text')}
          </Alert>
        )}
        {!compact && match.seekerMessage && <Line label={i18n.t('lighthouse:ui.yourMessage')}>{match.seekerMessage}</Line>}
        {!compact && match.hostResponse && <Line label={i18n.t('lighthouse:ui.hostSResponse')}>{match.hostResponse}</Line>}
        {!compact && p.visibility === 'accepted' && (
          <Stack spacing={0.5}>
            <Line label={i18n.t('lighthouse:ui.address')}>
              {p.address}, {p.city}, {p.state} {p.zipCode}
            </Line>
            {p.hostPhone && <Line label={i18n.t('lighthouse:ui.hostSPhone')}>{p.hostPhone}</Line>}
          </Stack>
        )}
        {!compact && (match.status === 'pending' || match.status === 'accepted') && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {match.status === 'accepted' && (
              <Button component={RouterLink} to={LIGHTHOUSE_PATHS.conversation(match.id)} variant="contained" size="small">
                {i18n.t('lighthouse:ui.messageTheHost')}
                <ConversationUnread id={match.id} />
              </Button>
            )}
            {match.status === 'pending' && (
              <Button variant="outlined" color="error" size="small" disabled={pending} onClick={() => ask(MOVES.cancelRequest())}>
                {i18n.t('lighthouse:ui.cancelRequest')}
              </Button>
            )}
          </Stack>
        )}
        {!compact && <ReportOrBlockOther userId={match.hostUserId} name={p.hostDisplayName} />}
      </Stack>
      {dialog}
    </PanelCard>
  );
}

/** A request on the host's listing: the seeker's LightHouse profile, accept or reject while pending, complete or cancel once accepted. */
export function IncomingRequestCard({ match, compact = false }: { match: LighthouseIncomingRequest; compact?: boolean }) {
  const { ask, dialog, pending } = useMove(match.id);
  const [response, setResponse] = useState('');
  const s = match.seeker;
  const budget = budgetLine(s.budgetMin, s.budgetMax);
  const full = match.status === 'pending' && match.property.full;
  return (
    <PanelCard component="article" aria-labelledby={`lh-in-${match.id}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={`lh-in-${match.id}`} variant="subtitle1" component={compact ? 'h3' : 'h2'} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {i18n.t('lighthouse:x.asksFor', { name: s.displayName, title: match.property.title })}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <MatchStatusChip status={match.status} />
            {full && <Chip size="small" variant="outlined" label={i18n.t('lighthouse:full.label')} />}
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {i18n.t('lighthouse:x.requested', { date: formatDate(match.createdAt) })}
          {match.proposedMoveInDate ? i18n.t('lighthouse:x.proposed', { date: formatDate(match.proposedMoveInDate) }) : ''}
        </Typography>
        {match.seekerMessage && <Line label={i18n.t('lighthouse:ui.message')}>{match.seekerMessage}</Line>}
        {!compact && (
          <>
            {s.bio && <Line label={i18n.t('lighthouse:ui.about')}>{s.bio}</Line>}
            {s.housingNeeds && <Line label={i18n.t('lighthouse:ui.housingNeeds')}>{s.housingNeeds}</Line>}
            {s.moveInDate && <Line label={i18n.t('lighthouse:ui.wantsToMoveIn')}>{formatDate(s.moveInDate)}</Line>}
            {budget && <Line label={i18n.t('lighthouse:ui.budget')}>{i18n.t('lighthouse:x.perMonth', { amount: budget })}</Line>}
            {s.phoneNumber && <Line label={i18n.t('lighthouse:ui.phone')}>{s.phoneNumber}</Line>}
            {match.hostResponse && <Line label={i18n.t('lighthouse:ui.yourResponse')}>{match.hostResponse}</Line>}
            {match.status === 'pending' && (
              <Stack spacing={1.5}>
                <TextField
                  label={i18n.t('lighthouse:ui.responseToTheSeekerOptional')}
                  value={response}
                  onChange={(e) => setResponse(e.target.value)}
                  multiline
                  minRows={2}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                {full ? (
                  <Alert severity="info" role="status">
                    {i18n.t('lighthouse:full.text')}
                  </Alert>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {i18n.t('lighthouse:accepting')}
                  </Typography>
                )}
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="contained" disabled={pending || full} onClick={() => ask(MOVES.accept(s.displayName), response)}>
                    {i18n.t('lighthouse:ui.accept')}
                  </Button>
                  <Button variant="outlined" color="error" disabled={pending} onClick={() => ask(MOVES.reject(s.displayName), response)}>
                    {i18n.t('lighthouse:ui.reject')}
                  </Button>
                </Stack>
              </Stack>
            )}
            {match.status === 'accepted' && (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={LIGHTHOUSE_PATHS.conversation(match.id)} variant="contained">
                  {i18n.t('lighthouse:ui.messageTheSeeker')}
                  <ConversationUnread id={match.id} />
                </Button>
                <Button variant="outlined" disabled={pending} onClick={() => ask(MOVES.complete(s.displayName))}>
                  {i18n.t('lighthouse:ui.markCompleted')}
                </Button>
                <Button variant="outlined" color="error" disabled={pending} onClick={() => ask(MOVES.cancelMatch(s.displayName))}>
                  {i18n.t('lighthouse:ui.cancelMatch')}
                </Button>
              </Stack>
            )}
            <ReportOrBlockOther userId={s.userId} name={s.displayName} />
          </>
        )}
      </Stack>
      {dialog}
    </PanelCard>
  );
}
