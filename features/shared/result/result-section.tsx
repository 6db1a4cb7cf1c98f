import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ResultSectionProps {
  title: string;
  children: ReactNode;
  testId?: string;
  /** Shown at the end of the title row (e.g. a count). */
  action?: ReactNode;
}

/** One titled card of a result page; `breakInside: avoid` keeps it whole on a printed page. */
export function ResultSection({ title, children, testId, action }: ResultSectionProps) {
  const heading = (
    <Typography component="h2" variant="h6" sx={{ fontWeight: 800, ...(action ? {} : { mb: 2 }) }}>
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, breakInside: 'avoid' }} data-testid={testId}>
      {action ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
