import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router-dom';
import { useBasename, useCreatePath } from 'react-admin';

export type SocketRelayTab = 'requests' | 'fulfillments' | 'statistics';

/** Spec §2: the SocketRelay Admin page's three tabs (Requests first), one console page each. */
export function SocketRelayTabs({ current }: { current: SocketRelayTab }) {
  const createPath = useCreatePath();
  const basename = useBasename();
  const tabs: { value: SocketRelayTab; label: string; to: string }[] = [
    { value: 'requests', label: 'Requests', to: createPath({ resource: 'socketrelay/requests', type: 'list' }) },
    { value: 'fulfillments', label: 'Fulfillments', to: createPath({ resource: 'socketrelay/fulfillments', type: 'list' }) },
    { value: 'statistics', label: 'Statistics', to: `${basename}/socketrelay` },
  ];
  return (
    <Tabs
      value={current}
      aria-label="SocketRelay Admin"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}
    >
      {tabs.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} component={Link} to={t.to} />
      ))}
    </Tabs>
  );
}
