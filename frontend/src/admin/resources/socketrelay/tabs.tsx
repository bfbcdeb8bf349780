import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router-dom';
import { useBasename, useCreatePath } from 'react-admin';
import { useAdminT } from '../../lib/i18n';

export type SocketRelayTab = 'requests' | 'fulfillments' | 'statistics';

/** Spec §2: the SocketRelay Admin page's three tabs (Requests first), one console page each. */
export function SocketRelayTabs({ current }: { current: SocketRelayTab }) {
  const t = useAdminT();
  const createPath = useCreatePath();
  const basename = useBasename();
  const tabs: { value: SocketRelayTab; label: string; to: string }[] = [
    { value: 'requests', label: t('socketrelay.tabs.requests'), to: createPath({ resource: 'socketrelay/requests', type: 'list' }) },
    { value: 'fulfillments', label: t('socketrelay.tabs.fulfillments'), to: createPath({ resource: 'socketrelay/fulfillments', type: 'list' }) },
    { value: 'statistics', label: t('socketrelay.tabs.statistics'), to: `${basename}/socketrelay` },
  ];
  return (
    <Tabs
      value={current}
      aria-label={t('socketrelay.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
