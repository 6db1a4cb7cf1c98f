// `npm run theme:css`: writes styles/theme-vars.css from lib/theme.ts (the palette as CSS variables, light and
// dark). A unit test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '../lib/theme';
import { themeVarsCss } from '../lib/theme-css';

const out = path.resolve(import.meta.dirname, '..', 'styles', 'theme-vars.css');
writeFileSync(out, themeVarsCss(theme.generateStyleSheets()));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
