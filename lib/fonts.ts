/**
 * Vazirmatn's Non-Latin build (its variable font, 48 KB instead of 111 KB), served from public/fonts: a symlink to
 * the npm package's file, named with the package's version so it can be cached for good (next.config.ts) and a new
 * version gets a new address (lib/fonts.test.ts checks the two agree). The @font-face is in styles/globals.css.
 */
export const VAZIRMATN_URL = '/fonts/vazirmatn-nl-33.0.3.woff2';
