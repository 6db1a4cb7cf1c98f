import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/** Placeholder of a result page while its result loads: a header card and a body card of the given heights. */
export function ResultSkeleton({ headerHeight, bodyHeight }: { headerHeight: number; bodyHeight: number }) {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: 4 }}>
      <Skeleton variant="rounded" height={headerHeight} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={bodyHeight} />
    </Box>
  );
}

/** A result that failed to load, with a retry; `children` names what failed. */
export function ResultLoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 6 }}>
      <Alert severity="error" action={<Button onClick={onRetry}>تلاش دوباره</Button>}>
        {children}
      </Alert>
    </Box>
  );
}
