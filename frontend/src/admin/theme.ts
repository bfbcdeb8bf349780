import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { theme as appTheme } from '../lib/theme';

/** The accessible name of the console's loading indicator (the app bar's spinner), in English. */
export const LOADING_INDICATOR_LABEL = 'Loading';

/** The console's secondary colour: white text on it has a contrast of 4.84:1. */
export const SECONDARY_AA = '#4f7a6d';

/**
 * react-admin's default theme in the product's colours, shape and type, with the app's
 * breakpoints (spec §9: below 768 px is mobile, the `md` breakpoint). `loadingLabel` is the
 * loading indicator's name in the console's language (AdminApp: `admin:layout.loadingIndicator`).
 */
export function adminThemeWith(loadingLabel: string): RaThemeOptions {
  return {
    ...adminTheme,
    components: { ...adminTheme.components, RaLoadingIndicator: { defaultProps: { 'aria-label': loadingLabel } } },
  };
}

/** The console's theme in English (see adminThemeWith). */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { ...appTheme.breakpoints.values } },
  palette: {
    mode: 'light',
    primary: { main: appTheme.palette.primary.main, contrastText: appTheme.palette.primary.contrastText },
    // The app's sage (#5e8b7e) under white text is 3.8:1; a shade darker passes WCAG AA (4.8:1) for
    // the chips ("Fully Used") and avatar initials drawn on it.
    secondary: { main: SECONDARY_AA, contrastText: '#ffffff' },
    background: { default: appTheme.palette.background.default, paper: appTheme.palette.background.paper },
  },
  shape: { borderRadius: appTheme.shape.borderRadius },
  typography: {
    ...defaultTheme.typography,
    fontFamily: appTheme.typography.fontFamily,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // The app bar's loading spinner is a progressbar: it needs a name (axe aria-progressbar-name).
    // react-admin hands the indicator's other props to it.
    RaLoadingIndicator: { defaultProps: { 'aria-label': LOADING_INDICATOR_LABEL } },
    // Keyboard focus in the menu must not look like the current page (a tint for both): an outline.
    MuiMenuItem: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        }),
      },
    },
  },
};
