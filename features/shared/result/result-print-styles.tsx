'use client';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSProperties } from 'react';

export interface ResultPrintStylesProps {
  /** data-testid of the report's root, which prints at full width. */
  rootTestId: string;
  /** More selectors to leave out of the print, beside `[data-print-hide]` (the site's header and footer among them) and the map controls. */
  hide?: string[];
  /** More print rules, by selector. */
  rules?: Record<string, CSSProperties>;
}

/** The print stylesheet of a complementary report (its print button calls `window.print()`): the report alone. */
export function ResultPrintStyles({ rootTestId, hide = [], rules = {} }: ResultPrintStylesProps) {
  const hidden = ['[data-print-hide]', '.leaflet-control-container', ...hide].join(', ');
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          [hidden]: { display: 'none !important' },
          body: { background: '#fff !important' },
          [`[data-testid="${rootTestId}"]`]: { maxWidth: 'none !important', padding: '0 !important' },
          ...rules,
        },
      }}
    />
  );
}
