import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Placeholder while a lazily loaded map's chunk (Leaflet) arrives: the `loading` of every map's next/dynamic. */
export function MapLoading() {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      <CircularProgress size={28} aria-label="در حال بارگذاری نقشه" />
    </Box>
  );
}
