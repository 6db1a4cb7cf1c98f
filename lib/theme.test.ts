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

  it('draws on the cards with WCAG contrast in both schemes: coloured text 4.5:1, the trend line 3:1', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      for (const background of [palette.background.paper, palette.background.default]) {
        // Text: a price driver's raising or lowering amount (14 px), error messages.
        for (const key of ['error', 'success'] as const) {
          expect(getContrastRatio(palette[key].main, background), `${scheme} ${key} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
        expect(getContrastRatio(palette.chart.trend, background), `${scheme} trend line on ${background}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('speaks Persian in the labels MUI components write themselves', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ openText: 'بازکردن', clearText: 'پاک‌کردن', closeText: 'بستن' });
  });
});
