import AddOutlined from '@mui/icons-material/AddOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, ListBase, useCreatePath, useListContext } from 'react-admin';
import { announcementBadge } from '../../../features/supportmatch/badges';
import { VariantBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDate, formatExpiry } from '../../lib/format';
import type { SupportMatchAnnouncement } from '../../types';
import { DeleteAnnouncementButton } from './announcement-delete';
import { announcementVisibility } from './lib';
import { SM_TEXT } from './texts';

const Column = DataTable.Col<SupportMatchAnnouncement>;

const VISIBILITY_COLORS = { Live: 'success', Expired: 'warning', Hidden: 'default' } as const;

function Visibility({ a, now }: { a: SupportMatchAnnouncement; now: Date }) {
  const state = announcementVisibility(a, now);
  return <Chip size="small" label={state} color={VISIBILITY_COLORS[state]} variant={state === 'Hidden' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />;
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

function AnnouncementsTable({ now }: { now: Date }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<SupportMatchAnnouncement> rowClick="edit" bulkActionButtons={false} size="small" sx={{ '& th': { whiteSpace: 'nowrap' }, '& td': { whiteSpace: 'nowrap' } }}>
        <Column label="Title" source="title" render={(a) => <TitleCell a={a} />} />
        <Column label="Type" source="type" render={(a) => <VariantBadge badge={announcementBadge(a.type)} />} />
        <Column label="Visibility" disableSort render={(a) => <Visibility a={a} now={now} />} />
        <Column label="On Login" disableSort render={(a) => (a.showOnLogin ? 'Yes' : 'No')} />
        <Column label="Expires" source="expiresAt" render={(a) => formatExpiry(a.expiresAt)} />
        <Column label="Created" source="createdAt" render={(a) => formatDate(a.createdAt)} />
        <Column label="Actions" disableSort align="right" render={(a) => <DeleteAnnouncementButton announcement={a} variant="icon" />} />
      </DataTable>
    </Box>
  );
}

function AnnouncementCards({ announcements, now }: { announcements: SupportMatchAnnouncement[]; now: Date }) {
  const createPath = useCreatePath();
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {announcements.map((a) => (
        <Card key={a.id} variant="outlined" sx={{ position: 'relative' }}>
          <CardActionArea component={Link} to={createPath({ resource: 'supportmatch/announcements', type: 'edit', id: a.id })} sx={{ p: 2, pr: 6 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{a.title}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <VariantBadge badge={announcementBadge(a.type)} />
              <Visibility a={a} now={now} />
              {a.showOnLogin && <Chip size="small" label="On login" variant="outlined" sx={{ fontWeight: 600 }} />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
              {a.content}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {formatDate(a.createdAt)} · Expires {formatExpiry(a.expiresAt)}
            </Typography>
          </CardActionArea>
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <DeleteAnnouncementButton announcement={a} variant="icon" />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

function AnnouncementListView() {
  const { data, total, isPending, error, refetch } = useListContext<SupportMatchAnnouncement>();
  const createPath = useCreatePath();
  const isMobile = useIsMobile();
  // Visibility is judged when the list was read (an expiry in the past is "Expired").
  const now = useMemo(() => new Date(), [data]);
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading
        title={SM_TEXT.announcementsHeading}
        appBarTitle="Announcements"
        subtitle={SM_TEXT.announcementsSubtitle}
        actions={
          <Button component={Link} to={createPath({ resource: 'supportmatch/announcements', type: 'create' })} variant="contained" startIcon={<AddOutlined />}>
            New Announcement
          </Button>
        }
      />
      <SectionCard
        title="All Announcements"
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'announcement' : 'announcements'}` : undefined}
        disablePadding
      >
        {isPending ? (
          <LoadingState text={SM_TEXT.announcementsLoading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title={SM_TEXT.noAnnouncements} description="Create one to tell SupportMatch members what is new." icon={<CampaignOutlined />} />
        ) : isMobile ? (
          <AnnouncementCards announcements={data ?? []} now={now} />
        ) : (
          <AnnouncementsTable now={now} />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
    </Box>
  );
}

/** /admin/supportmatch/announcements: every announcement, newest first; a row opens it for editing (spec sub-apps §2). */
export function AnnouncementList() {
  return (
    <ListBase<SupportMatchAnnouncement> resource="supportmatch/announcements" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <AnnouncementListView />
    </ListBase>
  );
}
