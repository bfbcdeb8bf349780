import { getContrastRatio, type CssVarsTheme } from '@mui/material/styles';
import { theme as appTheme } from './theme';

/** The theme with its CSS-variable parts typed (createTheme's return type leaves them out). */
const theme = appTheme as typeof appTheme & CssVarsTheme;

/** An rgba() colour over an opaque background, as the eye sees it. */
function over(color: string, background: string): string {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) return color;
  const [r, g, b, a] = rgba.slice(1).map(Number);
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const mix = [r, g, b].map((c, i) => Math.round(c * a + bg[i] * (1 - a)));
  return `#${mix.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const AA = 4.5;

describe('the theme', () => {
  it('has a light and a dark scheme in CSS variables, switched by a class on <html>', () => {
    expect(Object.keys(theme.colorSchemes).sort()).toEqual(['dark', 'light']);
    expect(theme.getColorSchemeSelector('dark')).toBe('.dark &');
    expect(theme.vars.palette.background.default).toContain('var(--mui-palette-background-default');
    // The console's theme (admin/theme.ts) reads the light scheme's plain colours from it.
    expect(theme.palette.primary.main).toBe('#2f5d62');
    expect(theme.palette.background.default).toBe('#f6f4ef');
  });

  it.each(['light', 'dark'] as const)('meets WCAG AA contrast in the %s scheme', (scheme) => {
    const palette = theme.colorSchemes[scheme]!.palette;
    const pairs: [string, string, string][] = [];
    for (const bg of ['default', 'paper'] as const) {
      const background = palette.background[bg];
      pairs.push(['text.primary', over(palette.text.primary, background), background]);
      pairs.push(['text.secondary', over(palette.text.secondary, background), background]);
      pairs.push(['primary.main (links, outlined buttons)', palette.primary.main, background]);
      pairs.push(['error.main (field errors)', palette.error.main, background]);
    }
    for (const color of ['primary', 'error', 'success'] as const) {
      pairs.push([`${color}.contrastText on ${color}.main`, over(palette[color].contrastText, palette[color].main), palette[color].main]);
    }
    // Outlined warning chips ("Being fulfilled") and the filled toasts (issue 21 item 18).
    for (const bg of ['default', 'paper'] as const) pairs.push(['warning.main (outlined chips)', palette.warning.main, palette.background[bg]]);
    const filledBg = scheme === 'light' ? palette.success.main : palette.success.dark;
    pairs.push(['the filled success toast', palette.getContrastText(filledBg), filledBg]);
    const failing = pairs.filter(([, fg, bg]) => getContrastRatio(fg, bg) < AA).map(([what]) => `${scheme}: ${what}`);
    expect(failing).toEqual([]);
  });
});
