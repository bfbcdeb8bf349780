import AddOutlined from '@mui/icons-material/AddOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { announcementBadge } from '../../components/badges';
import { VariantBadge } from '../components/badges';
import { ListPage, useListReadAt, type ListColumn, type RecordProps } from '../components/list-page';
import { formatDate, formatExpiry } from '../lib/format';
import type { Announcement as SupportMatchAnnouncement } from '@pfe/contracts';
import { announcementVisibility } from './lib';
import { useAnnouncementConsole } from './console-config';
import { DeleteAnnouncementButton } from './announcement-delete';
import type { TFunction } from 'i18next';
import { useAdminT } from '../lib/i18n';

const VISIBILITY_COLORS = { Live: 'success', Expired: 'warning', Hidden: 'default' } as const;

/** Live, Expired or Hidden, judged when the list was read (an expiry in the past is "Expired"). */
function Visibility({ a }: { a: SupportMatchAnnouncement }) {
  const t = useAdminT();
  const state = announcementVisibility(a, useListReadAt());
  return <Chip size="small" label={t(`announcements.visibility.${state}`)} color={VISIBILITY_COLORS[state]} variant={state === 'Hidden' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />;
}

function TitleCell({ a }: { a: SupportMatchAnnouncement }) {
  return (
    <Box sx={{ minWidth: 0, maxWidth: 300 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {a.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {a.content}
      </Typography>
    </Box>
  );
}

function TypeBadge({ a }: { a: SupportMatchAnnouncement }) {
  const t = useAdminT();
  const badge = announcementBadge(a.type);
  return <VariantBadge badge={{ ...badge, label: t(`announcements.types.${a.type}`, { defaultValue: badge.label }) }} />;
}
const typeBadge = (a: SupportMatchAnnouncement) => <TypeBadge a={a} />;
function DeleteButton({ record }: RecordProps<SupportMatchAnnouncement>) {
  return <DeleteAnnouncementButton announcement={record} variant="icon" />;
}

const columns = (t: TFunction): readonly (ListColumn<SupportMatchAnnouncement> & { showOnLogin?: true })[] => [
  { label: t('announcements.columns.title'), sortBy: 'title', render: (a) => <TitleCell a={a} /> },
  { label: t('announcements.columns.type'), sortBy: 'type', render: typeBadge },
  { label: t('announcements.columns.visibility'), render: (a) => <Visibility a={a} /> },
  { label: t('announcements.columns.onLogin'), render: (a) => (a.showOnLogin ? t('announcements.yes') : t('announcements.no')), showOnLogin: true },
  { label: t('announcements.columns.expires'), sortBy: 'expiresAt', render: (a) => formatExpiry(a.expiresAt) },
  { label: t('announcements.columns.created'), sortBy: 'createdAt', render: (a) => formatDate(a.createdAt) },
  { label: t('announcements.columns.actions'), align: 'right', render: (a) => <DeleteButton record={a} /> },
];

function AnnouncementCard({ record: a }: RecordProps<SupportMatchAnnouncement>) {
  const t = useAdminT();
  const { showOnLogin } = useAnnouncementConsole();
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {typeBadge(a)}
        <Visibility a={a} />
        {showOnLogin && a.showOnLogin && <Chip size="small" label={t('announcements.onLoginChip')} variant="outlined" sx={{ fontWeight: 600 }} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
        {a.content}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('announcements.expiresOn', { date: formatDate(a.createdAt), expiry: formatExpiry(a.expiresAt) })}
      </Typography>
    </>
  );
}

function NewAnnouncementButton() {
  const t = useAdminT();
  const createPath = useCreatePath();
  const { resource } = useAnnouncementConsole();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} variant="contained" startIcon={<AddOutlined />}>
      {t('announcements.new')}
    </Button>
  );
}

/** /admin/<app>/announcements: every announcement, newest first; a row opens it for editing (spec sub-apps §2). */
export function AnnouncementList() {
  const t = useAdminT();
  const { resource, listTexts, showOnLogin } = useAnnouncementConsole();
  const all = columns(t);
  return (
    <ListPage<SupportMatchAnnouncement>
      resource={resource}
      texts={listTexts}
      actions={<NewAnnouncementButton />}
      emptyIcon={<CampaignOutlined />}
      columns={showOnLogin ? all : all.filter((c) => !c.showOnLogin)}
      noWrap
      rowClick="edit"
      card={AnnouncementCard}
      cardAction={DeleteButton}
    />
  );
}
