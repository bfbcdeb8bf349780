import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { i18n } from '../../lib/i18n';

export type ColorMode = 'system' | 'light' | 'dark';

export const COLOR_MODES: readonly { mode: ColorMode; label: string; icon: ReactNode }[] = [
  { mode: 'system', label: 'System setting', icon: <SettingsBrightnessOutlined fontSize="small" /> },
  { mode: 'light', label: 'Light', icon: <LightModeOutlined fontSize="small" /> },
  { mode: 'dark', label: 'Dark', icon: <DarkModeOutlined fontSize="small" /> },
];

/**
 * The header's Appearance menu: follow the system's light or dark setting (the default), or always
 * light, or always dark. MUI's ThemeProvider keeps the choice in localStorage (`mui-mode`), so it
 * holds across visits and tabs on this device.
 */
export function ColorModeMenu() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current: ColorMode = mode ?? 'system';
  const shown = current === 'system' ? (systemMode ?? 'light') : current;
  const currentLabel = i18n.t(`shell:colorMode.${current}`);

  return (
    <>
      <IconButton
        edge="end"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={i18n.t('shell:appearance')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        title={i18n.t('shell:appearanceIs', { mode: currentLabel })}
      >
        {shown === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {COLOR_MODES.map((option) => (
          <MenuItem
            key={option.mode}
            role="menuitemradio"
            aria-checked={option.mode === current}
            selected={option.mode === current}
            onClick={() => {
              setMode(option.mode);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option.icon}</ListItemIcon>
            <ListItemText>{i18n.t(`shell:colorMode.${option.mode}`)}</ListItemText>
            {option.mode === current && <Check fontSize="small" sx={{ ml: 2 }} aria-hidden />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
