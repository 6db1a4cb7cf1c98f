'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';

/** Friendly answer for an unknown or malformed result uuid. */
export function ValuationNotFound() {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8, textAlign: 'center' }} data-testid="valuation-not-found">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        نتیجهٔ قیمت‌گذاری پیدا نشد
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 2, mb: 3 }}>
        قیمت‌گذاری‌ای با این نشانی پیدا نشد؛ ممکن است پیوند ناقص کپی شده باشد. می‌توانید ملک خود را دوباره قیمت‌گذاری کنید.
      </Typography>
      <Button component={NextLink} href="/price" variant="contained">
        قیمت‌گذاری ملک
      </Button>
    </Box>
  );
}
