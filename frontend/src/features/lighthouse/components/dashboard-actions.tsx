import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LighthouseProfile } from '@pfe/contracts/lighthouse';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { i18n } from '../../../lib/i18n';
import { LIGHTHOUSE_PATHS } from '../paths';

function Action({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={icon} sx={{ justifyContent: 'flex-start' }}>
      {children}
    </Button>
  );
}

/** The dashboard's ways on: browse, (a host's) list a property and her properties, requests, profile. */
export function DashboardActions({ me }: { me: LighthouseProfile }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      <Action to={LIGHTHOUSE_PATHS.browse} icon={<SearchOutlined />}>
        {i18n.t('lighthouse:ui.browseHousing')}
      </Action>
      {me.profileType === 'host' && (
        <>
          <Action to={LIGHTHOUSE_PATHS.newProperty} icon={<AddHomeOutlined />}>
            {i18n.t('lighthouse:ui.listAProperty')}
          </Action>
          <Action to={LIGHTHOUSE_PATHS.myProperties} icon={<HomeWorkOutlined />}>
            {i18n.t('lighthouse:ui.myProperties')}
          </Action>
        </>
      )}
      <Action to={LIGHTHOUSE_PATHS.matches} icon={<ListAltOutlined />}>
        {me.profileType === 'host' ? i18n.t('lighthouse:ui.requests') : i18n.t('lighthouse:ui.myRequests')}
      </Action>
      <Action to={LIGHTHOUSE_PATHS.profile} icon={<ManageAccountsOutlined />}>
        {i18n.t('lighthouse:ui.profile')}
      </Action>
    </Box>
  );
}
