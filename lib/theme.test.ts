import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme palette', () => {
  it('gives every coloured fill WCAG AA text contrast (4.5:1) in both colour schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]?.palette;
      expect(palette).toBeDefined();
      for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const { main, contrastText } = palette![key];
        expect(getContrastRatio(main, contrastText), `${scheme} ${key}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('speaks Persian in the labels MUI components write themselves', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ openText: 'بازکردن', clearText: 'پاک‌کردن', closeText: 'بستن' });
  });
});
