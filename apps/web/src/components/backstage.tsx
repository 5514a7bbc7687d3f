import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * docs/product.md#backstage-background: the root screen's blurred backstage background (original art of the project,
 * public/images/backstage.svg). Decorative: hidden from assistive technology.
 */
export function Backstage({ children }: { children?: ReactNode }) {
  return (
    // `clip`, not `hidden`: it does not make a scroll container, so the game's sticky top
    // bar (the clock) stays on screen while the page scrolls.
    <Box sx={{ position: 'relative', minHeight: '100dvh', overflow: 'clip', bgcolor: 'background.default' }}>
      <Box
        aria-hidden
        data-testid="backstage-background"
        sx={{
          position: 'fixed',
          inset: '-24px',
          backgroundImage: `url(${import.meta.env.BASE_URL}images/backstage.svg)`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          filter: 'blur(6px) brightness(0.55)',
          transform: 'scale(1.03)',
        }}
      />
      <Box sx={{ position: 'relative', minHeight: '100dvh' }}>{children}</Box>
    </Box>
  );
}
