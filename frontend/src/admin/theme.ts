import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { theme as appTheme } from '../app/theme';

/**
 * react-admin's default theme in the product's colours, shape and type, with the app's
 * breakpoints (spec §9: below 768 px is mobile, the `md` breakpoint).
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { ...appTheme.breakpoints.values } },
  palette: {
    mode: 'light',
    primary: { main: appTheme.palette.primary.main, contrastText: appTheme.palette.primary.contrastText },
    secondary: { main: appTheme.palette.secondary.main },
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
  },
};
