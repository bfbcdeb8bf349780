import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { LIGHTHOUSE_PROPERTY_TYPE_LABELS, type LighthouseAdminProperty } from '@pfe/contracts/lighthouse';
import { messageOf } from '../../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CardFields, CardHeader, ListPage, type ListColumn, type RecordProps } from '../../../components/list-page';
import { SearchBox } from '../../../components/search-box';
import { useAdminToast } from '../../../components/use-admin-toast';
import type { AdminDataProvider } from '../../../data-provider';
import type { LighthouseAdminApi } from '../admin-api';
import { formatDate } from '../../../lib/format';
import { MemberLink } from '../../../components/member-link';
import { VerifyHostButton } from './verify-host';

/** Listed (the host's switch on, not taken down), Not listed (the host's switch), or Taken down (an admin). */
function ListingChip({ p }: { p: LighthouseAdminProperty }) {
  if (p.hiddenByAdmin) return <Chip size="small" label="Taken down" color="error" variant="outlined" sx={{ fontWeight: 600 }} />;
  return <Chip size="small" label={p.isActive ? 'Listed' : 'Not listed'} color={p.isActive ? 'success' : 'default'} variant={p.isActive ? 'filled' : 'outlined'} sx={{ fontWeight: 600 }} />;
}

/** Take a listing down (hidden from every member but its host, who cannot put it back) or restore it; asks first; logged by the server. */
export function ListingToggle({ record: p }: RecordProps<LighthouseAdminProperty>) {
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const toast = useAdminToast();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const restore = p.hiddenByAdmin;
  const change = useMutation({
    mutationFn: () => dataProvider.setLighthousePropertyListed(p.id, restore),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Success', description: restore ? 'Listing restored' : 'Listing taken down' });
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: 'Error', description: messageOf(error, 'Failed to update property'), variant: 'destructive' });
    },
  });
  return (
    <>
      <Button
        size="small"
        color={restore ? 'primary' : 'error'}
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
        disabled={change.isPending}
        aria-label={`${restore ? 'Restore' : 'Deactivate'} ${p.title}`}
      >
        {restore ? 'Restore' : 'Deactivate'}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={change.isPending}
        destructive={!restore}
        title={restore ? 'Restore this listing?' : 'Take this listing down?'}
        content={
          restore
            ? 'Members can find it again if its host keeps it listed.'
            : 'Members will no longer find it or send requests. Its host still sees it, marked as taken down, and cannot list it again. Requests already accepted stay open.'
        }
        confirm={restore ? 'Restore' : 'Deactivate'}
        icon={<ApartmentOutlined />}
        onConfirm={() => change.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The listing's photos, each removable by an admin (asks first; logged by the server). */
export function PhotoStrip({ p }: { p: LighthouseAdminProperty }) {
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const toast = useAdminToast();
  const refresh = useRefresh();
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (url: string) => dataProvider.removeLighthousePhoto(p.id, url),
    onSuccess: () => {
      setRemoving(null);
      toast({ title: 'Success', description: 'Photo removed' });
      refresh();
    },
    onError: (error) => {
      setRemoving(null);
      toast({ title: 'Error', description: messageOf(error, 'Failed to remove the photo'), variant: 'destructive' });
    },
  });
  if (p.photos.length === 0) return <Typography variant="body2" color="text.secondary">None</Typography>;
  return (
    <Box component="ul" aria-label={`Photos of ${p.title}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {p.photos.map((url, i) => (
        <Box component="li" key={url} sx={{ position: 'relative', width: 56, height: 56 }}>
          <Box component="img" src={url} alt={`Photo ${i + 1} of ${p.title}`} sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
          <IconButton
            size="small"
            aria-label={`Remove photo ${i + 1} of ${p.title}`}
            onClick={(event) => {
              event.stopPropagation();
              setRemoving(i);
            }}
            sx={{ position: 'absolute', top: -6, right: -6, p: 0.25, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
          >
            <Delete sx={{ fontSize: 16 }} />
          </IconButton>
        </Box>
      ))}
      <ConfirmDialog
        open={removing !== null}
        loading={remove.isPending}
        destructive
        title="Remove this photo?"
        content="It is deleted for good: no member sees it again. The host can upload another."
        confirm="Remove"
        icon={<Delete />}
        onConfirm={() => removing !== null && remove.mutate(p.photos[removing])}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

const requests = (p: LighthouseAdminProperty) => `${p.pendingRequests} pending · ${p.acceptedRequests}/${p.maxOccupants} accepted`;

const COLUMNS: readonly ListColumn<LighthouseAdminProperty>[] = [
  {
    label: 'Title',
    sortBy: 'title',
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: 260 }} noWrap>
        {p.title}
      </Typography>
    ),
  },
  { label: 'Type', render: (p) => LIGHTHOUSE_PROPERTY_TYPE_LABELS[p.propertyType] ?? p.propertyType },
  { label: 'City', sortBy: 'city', render: (p) => `${p.city}, ${p.state}` },
  { label: 'Host', render: (p) => <HostCell p={p} /> },
  { label: 'Requests', render: requests, nowrap: true },
  { label: 'Photos', render: (p) => <PhotoStrip p={p} /> },
  { label: 'Status', render: (p) => <ListingChip p={p} />, nowrap: true },
  { label: 'Created', sortBy: 'createdAt', render: (p) => formatDate(p.createdAt), nowrap: true },
  {
    label: 'Actions',
    align: 'right',
    render: (p) => (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <VerifyHostButton record={p} />
        <ListingToggle record={p} />
      </Box>
    ),
  },
];

function HostCell({ p }: { p: LighthouseAdminProperty }) {
  return (
    <>
      <Typography variant="body2">{p.hostDisplayName}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        <MemberLink userId={p.hostUserId} />
      </Typography>
    </>
  );
}

function PropertyCard({ record: p }: RecordProps<LighthouseAdminProperty>) {
  return (
    <>
      <CardHeader start={<Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.title}</Typography>} end={<ListingChip p={p} />} />
      <CardFields
        rows={[
          ['Type', LIGHTHOUSE_PROPERTY_TYPE_LABELS[p.propertyType] ?? p.propertyType],
          ['City', `${p.city}, ${p.state}`],
          ['Host', p.hostDisplayName],
          ['Requests', requests(p)],
          ['Photos', <PhotoStrip key="photos" p={p} />],
          ['Created', formatDate(p.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/lighthouse/properties: every listing (never its street address), searchable; an admin can take one down or remove a photo. */
export function PropertyList() {
  const search = <SearchBox label="Search properties" placeholder="Title, city or host" />;
  return (
    <ListPage<LighthouseAdminProperty>
      resource="lighthouse/properties"
      texts={{
        title: 'Properties',
        appBarTitle: 'LightHouse',
        subtitle: 'Every LightHouse listing. Street addresses are not shown here.',
        card: 'All Properties',
        count: ['property', 'properties'],
        loading: 'Loading properties...',
        empty: 'No properties yet',
        emptyDescription: 'Listings appear here once hosts create them.',
      }}
      filters={search}
      emptyIcon={<ApartmentOutlined />}
      columns={COLUMNS}
      card={PropertyCard}
      cardAction={ListingToggle}
    />
  );
}
