import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a route's code or guard is pending. */
export function RouteFallback() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <CircularProgress color="secondary" aria-label="…" />
    </Box>
  );
}
