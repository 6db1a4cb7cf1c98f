'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

export interface ResultNotFoundProps {
  testId: string;
  title: string;
  /** Where to start over, e.g. the service's form. */
  action: { href: string; label: string };
  children: ReactNode;
}

/** Friendly answer for an unknown or malformed result uuid. */
export function ResultNotFound({ testId, title, action, children }: ResultNotFoundProps) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8, textAlign: 'center' }} data-testid={testId}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 2, mb: 3 }}>{children}</Typography>
      <Button component={NextLink} href={action.href} variant="contained">
        {action.label}
      </Button>
    </Box>
  );
}
