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
import type { TFunction } from 'i18next';
import { adminT, useAdminT } from '../../../lib/i18n';

/** Listed (the host's switch on, not taken down), Not listed (the host's switch), or Taken down (an admin). */
function ListingChip({ p }: { p: LighthouseAdminProperty }) {
  const t = useAdminT();
  if (p.hiddenByAdmin) return <Chip size="small" label={t('lighthouse.listing.takenDown')} color="error" variant="outlined" sx={{ fontWeight: 600 }} />;
  return <Chip size="small" label={t(p.isActive ? 'lighthouse.listing.listed' : 'lighthouse.listing.notListed')} color={p.isActive ? 'success' : 'default'} variant={p.isActive ? 'filled' : 'outlined'} sx={{ fontWeight: 600 }} />;
}

/** Take a listing down (hidden from every member but its host, who cannot put it back) or restore it; asks first; logged by the server. */
export function ListingToggle({ record: p }: RecordProps<LighthouseAdminProperty>) {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const toast = useAdminToast();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const restore = p.hiddenByAdmin;
  const change = useMutation({
    mutationFn: () => dataProvider.setLighthousePropertyListed(p.id, restore),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('common.success'), description: t(restore ? 'lighthouse.listing.restored' : 'lighthouse.listing.tookDown') });
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: t('common.error'), description: messageOf(error, t('lighthouse.listing.failed')), variant: 'destructive' });
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
        aria-label={t('lighthouse.listing.label', { action: t(restore ? 'lighthouse.listing.restore' : 'lighthouse.listing.deactivate'), title: p.title })}
      >
        {t(restore ? 'lighthouse.listing.restore' : 'lighthouse.listing.deactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={change.isPending}
        destructive={!restore}
        title={t(restore ? 'lighthouse.listing.restoreTitle' : 'lighthouse.listing.takeDownTitle')}
        content={t(restore ? 'lighthouse.listing.restoreText' : 'lighthouse.listing.takeDownText')}
        confirm={t(restore ? 'lighthouse.listing.restore' : 'lighthouse.listing.deactivate')}
        icon={<ApartmentOutlined />}
        onConfirm={() => change.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The listing's photos, each removable by an admin (asks first; logged by the server). */
export function PhotoStrip({ p }: { p: LighthouseAdminProperty }) {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const toast = useAdminToast();
  const refresh = useRefresh();
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (url: string) => dataProvider.removeLighthousePhoto(p.id, url),
    onSuccess: () => {
      setRemoving(null);
      toast({ title: t('common.success'), description: t('lighthouse.photos.removed') });
      refresh();
    },
    onError: (error) => {
      setRemoving(null);
      toast({ title: t('common.error'), description: messageOf(error, t('lighthouse.photos.failed')), variant: 'destructive' });
    },
  });
  if (p.photos.length === 0) return <Typography variant="body2" color="text.secondary">{t('lighthouse.photos.none')}</Typography>;
  return (
    <Box component="ul" aria-label={t('lighthouse.photos.label', { title: p.title })} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {p.photos.map((url, i) => (
        <Box component="li" key={url} sx={{ position: 'relative', width: 56, height: 56 }}>
          <Box component="img" src={url} alt={t('lighthouse.photos.alt', { n: i + 1, title: p.title })} sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
          <IconButton
            size="small"
            aria-label={t('lighthouse.photos.remove', { n: i + 1, title: p.title })}
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
        title={t('lighthouse.photos.title')}
        content={t('lighthouse.photos.text')}
        confirm={t('lighthouse.photos.confirm')}
        icon={<Delete />}
        onConfirm={() => removing !== null && remove.mutate(p.photos[removing])}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

const requests = (p: LighthouseAdminProperty) => adminT('lighthouse.requests', { pending: p.pendingRequests, accepted: p.acceptedRequests, max: p.maxOccupants });
const typeOf = (p: LighthouseAdminProperty) => adminT(`lighthouse.types.${p.propertyType}`, { defaultValue: LIGHTHOUSE_PROPERTY_TYPE_LABELS[p.propertyType] ?? p.propertyType });

const columns = (t: TFunction): readonly ListColumn<LighthouseAdminProperty>[] => [
  {
    label: t('lighthouse.columns.title'),
    sortBy: 'title',
    render: (p) => (
      <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: 260 }} noWrap>
        {p.title}
      </Typography>
    ),
  },
  { label: t('lighthouse.columns.type'), render: typeOf },
  { label: t('lighthouse.columns.city'), sortBy: 'city', render: (p) => `${p.city}, ${p.state}` },
  { label: t('lighthouse.columns.host'), render: (p) => <HostCell p={p} /> },
  { label: t('lighthouse.columns.requests'), render: requests, nowrap: true },
  { label: t('lighthouse.columns.photos'), render: (p) => <PhotoStrip p={p} /> },
  { label: t('lighthouse.columns.status'), render: (p) => <ListingChip p={p} />, nowrap: true },
  { label: t('lighthouse.columns.created'), sortBy: 'createdAt', render: (p) => formatDate(p.createdAt), nowrap: true },
  {
    label: t('lighthouse.columns.actions'),
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
  const t = useAdminT();
  return (
    <>
      <CardHeader start={<Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.title}</Typography>} end={<ListingChip p={p} />} />
      <CardFields
        rows={[
          [t('lighthouse.columns.type'), typeOf(p)],
          [t('lighthouse.columns.city'), `${p.city}, ${p.state}`],
          [t('lighthouse.columns.host'), p.hostDisplayName],
          [t('lighthouse.columns.requests'), requests(p)],
          [t('lighthouse.columns.photos'), <PhotoStrip key="photos" p={p} />],
          [t('lighthouse.columns.created'), formatDate(p.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/lighthouse/properties: every listing (never its street address), searchable; an admin can take one down or remove a photo. */
export function PropertyList() {
  const t = useAdminT();
  const search = <SearchBox label={t('lighthouse.list.search')} placeholder={t('lighthouse.list.searchPlaceholder')} />;
  return (
    <ListPage<LighthouseAdminProperty>
      resource="lighthouse/properties"
      texts={{
        title: t('lighthouse.list.title'),
        appBarTitle: 'LightHouse',
        subtitle: t('lighthouse.list.subtitle'),
        card: t('lighthouse.list.card'),
        count: (count) => t('lighthouse.list.count', { count }),
        loading: t('lighthouse.list.loading'),
        empty: t('lighthouse.list.empty'),
        emptyDescription: t('lighthouse.list.emptyDescription'),
      }}
      filters={search}
      emptyIcon={<ApartmentOutlined />}
      columns={columns(t)}
      card={PropertyCard}
      cardAction={ListingToggle}
    />
  );
}
