// Plain constants, importable without pulling MUI's createTheme into a bundle.

// spec §9 breakpoints; the layout switch at 760px and the 1050px nav collapse are used in components directly.
export const BREAKPOINTS = { xs: 400, sm: 640, md: 968, lg: 1180, xl: 1600 } as const;
export const LAYOUT_SWITCH = 760;
export const NAV_COLLAPSE = 1050;
/** spec §3 local flag `theme`; stores 'light' | 'dark' (MUI's colour-scheme manager reads the same key). */
export const THEME_STORAGE_KEY = 'theme';
