import CheckOutlined from '@mui/icons-material/CheckOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@pfe/contracts';
import { useUserMenu } from 'react-admin';
import { api } from '../../lib/api-client';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { useAdminT } from '../lib/i18n';

/**
 * Her language, in the console's user menu (issue 33): the console reads in her account's language
 * like the member app (useAccountLanguageSync), and the member app's switch (Settings) is not
 * reachable from here, so the menu has one. A choice applies at once, on this device (the cookie)
 * and on her account (PUT /api/account/settings), so emails and the member app follow it.
 * Each language is named in itself, so she finds hers whatever the console reads in now.
 */
export function LanguageMenuItems() {
  const t = useAdminT();
  const menu = useUserMenu();
  const current = currentLanguage();
  const choose = (language: Language) => {
    menu?.onClose();
    if (language === current) return;
    void setLanguage(language);
    // Her account keeps it; should the save fail, this device still reads in it (the cookie).
    void api.put('/api/account/settings', { language }).catch(() => {});
  };
  return (
    <>
      <ListSubheader component="div" sx={{ lineHeight: 2.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <TranslateOutlined fontSize="small" aria-hidden />
        {t('layout.language')}
      </ListSubheader>
      {LANGUAGES.map(({ code, name }) => (
        <MenuItem key={code} lang={code} selected={code === current} aria-current={code === current ? 'true' : undefined} onClick={() => choose(code)}>
          <ListItemIcon>{code === current && <CheckOutlined fontSize="small" />}</ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
