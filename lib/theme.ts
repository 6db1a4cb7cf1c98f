'use client';
import { createTheme } from '@mui/material/styles';

// spec §9 breakpoints; the layout switch at 760px and the 1050px nav collapse are used in components directly.
export const BREAKPOINTS = { xs: 400, sm: 640, md: 968, lg: 1180, xl: 1600 } as const;
export const LAYOUT_SWITCH = 760;
export const NAV_COLLAPSE = 1050;
/** spec §3 local flag `theme`; MUI's colour-scheme manager stores 'light' | 'dark' under it. */
export const THEME_STORAGE_KEY = 'theme';

export const theme = createTheme({
  direction: 'rtl',
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#0b6b5c', contrastText: '#ffffff' },
        secondary: { main: '#a4513a' },
        background: { default: '#f6f8f7', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#5fd0b8', contrastText: '#062b25' },
        secondary: { main: '#f0a48c' },
        background: { default: '#0f1514', paper: '#172120' },
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
  },
});
