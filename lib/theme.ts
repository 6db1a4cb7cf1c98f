'use client';
import { faIR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from './theme-constants';

declare module '@mui/material/styles' {
  // The theme uses CSS variables: types for `theme.vars`, `generateStyleSheets` and the providers' CSS-variable props.
  interface CssThemeVariables {
    enabled: true;
  }
  // Colours of the result charts' marks, per scheme (CSS variables such as --mui-palette-chart-trend).
  interface Palette {
    chart: { trend: string };
  }
  interface PaletteOptions {
    chart?: { trend: string };
  }
}

// The CSS variables of this theme are served as a static stylesheet (styles/theme-vars.css, generated from it by
// `npm run theme:css`), so pages without MUI components still get the palette and no MUI JavaScript.

// faIR: MUI's Persian strings for the labels components write themselves (the place picker's «Open» button, say).
// contrastThreshold 4.5 (MUI's default is 3): text on coloured chips and buttons gets WCAG AA contrast, e.g. dark
// text on dark mode's red (where white reaches only 3.7:1).
// Colours drawn on the dark cards are lighter tones: MUI's dark red (#f44336) reaches only 4.45:1 as 14 px text on
// the paper (a price driver's lowering amount, an error message), the trend line's #1565c0 2.9:1 as a graphic;
// red[300] and blue[300] reach 5.5:1 and 7.4:1 (WCAG 1.4.3 text 4.5:1, 1.4.11 graphics 3:1).
export const theme = createTheme({
  direction: 'rtl',
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#0b6b5c', contrastText: '#ffffff' },
        secondary: { main: '#a4513a' },
        background: { default: '#f6f8f7', paper: '#ffffff' },
        chart: { trend: '#1565c0' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#5fd0b8', contrastText: '#062b25' },
        secondary: { main: '#f0a48c' },
        error: { main: '#e57373' },
        background: { default: '#0f1514', paper: '#172120' },
        chart: { trend: '#64b5f6' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl } },
  typography: {
    fontFamily: 'var(--font-vazirmatn), Tahoma, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // ButtonBase resets the outline that styles/globals.css gives every :focus-visible element, and its focus
    // ripple cannot show where a child covers it (the header's avatar): keyboard focus gets the same ring as
    // plain elements. Menu items draw it inside, where the menu's paper does not clip it.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${t.vars.palette.primary.main}`, outlineOffset: 2 } }),
      },
    },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
  },
}, faIR);
