import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { InviteStatusBadge } from '../../components/badges';
import { CardHeader, ListPage, useListReadAt, type ListColumn, type ListTexts, type RecordProps } from '../../components/list-page';
import { formatExpiry, inviteStatus } from '../../lib/format';
import type { Invite } from '@pfe/contracts';
import { CopyCodeButton } from './copy-code-button';
import { DeactivateInviteButton } from './deactivate-invite-button';
import { GenerateInviteCard } from './generate-invite-card';
import { Usage } from './invite-usage';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../lib/i18n';

/** Spec §9: the invite list shows at most 10 rows. */
export const RECENT_INVITES_LIMIT = 10;

function useInvitesTexts(): ListTexts {
  const t = useAdminT();
  return {
    title: t('invites.title'),
    appBarTitle: t('invites.appBarTitle'),
    subtitle: t('invites.subtitle'),
    card: t('invites.card'),
    description: t('invites.description'),
    loading: t('invites.loading'),
    empty: t('invites.empty'),
  };
}

/** The code, linking to its page, and the copy button. */
function CodeCell({ invite }: { invite: Invite }) {
  const createPath = useCreatePath();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        component={Link}
        to={createPath({ resource: 'invites', type: 'show', id: invite.id })}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 600, letterSpacing: '0.04em', color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
      >
        {invite.code}
      </Typography>
      <CopyCodeButton code={invite.code} />
    </Box>
  );
}

/** The status at the time the list was read (spec §4: an expiry in the past is "Expired"). */
function Status({ invite }: { invite: Invite }) {
  return <InviteStatusBadge status={inviteStatus(invite, useListReadAt())} />;
}

const columns = (t: TFunction): readonly ListColumn<Invite>[] => [
  { label: t('invites.columns.code'), render: (invite) => <CodeCell invite={invite} /> },
  { label: t('invites.columns.usage'), render: (invite) => <Usage invite={invite} />, sx: { width: 200 } },
  { label: t('invites.columns.status'), render: (invite) => <Status invite={invite} /> },
  { label: t('invites.columns.expires'), render: (invite) => formatExpiry(invite.expiresAt), nowrap: true },
  { label: t('invites.columns.actions'), align: 'right', render: (invite) => <DeactivateInviteButton invite={invite} /> },
];

function InviteCard({ record: invite }: RecordProps<Invite>) {
  const t = useAdminT();
  return (
    <>
      <CardHeader wrap start={<CodeCell invite={invite} />} end={<Status invite={invite} />} />
      <Box sx={{ mt: 1.5 }}>
        <Usage invite={invite} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('invites.expiresLabel')} <Box component="span" sx={{ color: 'text.primary' }}>{formatExpiry(invite.expiresAt)}</Box>
        </Typography>
        <DeactivateInviteButton invite={invite} />
      </Box>
    </>
  );
}

/** /admin/invites: "Invite Code Management": generate a code, then the 10 most recent codes, newest first (spec §2). */
export function InviteList() {
  const t = useAdminT();
  const texts = useInvitesTexts();
  return (
    <ListPage<Invite>
      resource="invites"
      perPage={RECENT_INVITES_LIMIT}
      pagination={false}
      texts={texts}
      before={<GenerateInviteCard />}
      emptyIcon={<ConfirmationNumberOutlined />}
      columns={columns(t)}
      card={InviteCard}
    />
  );
}
