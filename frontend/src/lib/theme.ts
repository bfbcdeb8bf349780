import { createTheme } from '@mui/material/styles';

/**
 * Calm, high-contrast colours in a light and a dark scheme; breakpoints follow spec §9 (mobile
 * below 768 px).
 *
 * The colours are CSS variables (`cssVariables`), and the scheme is a class on <html> (`.light` /
 * `.dark`), set by the ThemeProvider (app/provider.tsx) from the member's choice in the header
 * (System, Light, Dark; remembered in localStorage `mui-mode`), else from the system's
 * `prefers-color-scheme`. Every text and control colour meets WCAG AA (4.5:1) on the scheme's
 * backgrounds (theme.test.ts).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#2f5d62', contrastText: '#ffffff' },
        secondary: { main: '#5e8b7e' },
        // MUI's orange (#ed6c02) is 3.1:1 on white: outlined warning chips ("Being fulfilled") fail AA.
        warning: { main: '#a44a00', contrastText: '#ffffff' },
        background: { default: '#f6f4ef', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        // The light scheme's teal, lightened until it reads on the dark surfaces, with dark text on it.
        primary: { main: '#86c5c9', contrastText: '#0b2427' },
        secondary: { main: '#8fbcaf', contrastText: '#0b2427' },
        // MUI's dark red (#f44336) under white text is 3.7:1; a lighter red with dark text passes.
        error: { main: '#e57373', contrastText: 'rgba(0, 0, 0, 0.87)' },
        // Filled alerts (the toasts) sit on success.dark in this scheme: MUI's #388e3c under white is 4.1:1.
        success: { main: '#66bb6a', dark: '#2e7d32', contrastText: 'rgba(0, 0, 0, 0.87)' },
        background: { default: '#0f1416', paper: '#161d20' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: [
      'system-ui',
      '-apple-system',
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      'Arial',
      'sans-serif',
    ].join(','),
    h1: { fontWeight: 700 },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
