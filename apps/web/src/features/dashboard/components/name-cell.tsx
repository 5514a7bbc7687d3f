import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A line under a name in a table's cell, smaller and quieter. */
export function CellCaption({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography
      variant="caption"
      component="span"
      color="text.secondary"
      sx={{ display: 'block' }}
      data-testid={testId}
    >
      {children}
    </Typography>
  );
}

/** A name in bold, with what tells it apart under it (a mail, a team's members). */
export function NameWithCaption({
  name,
  caption,
  testId,
}: {
  name: string;
  caption: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }} data-testid={testId}>
        {name}
      </Box>
      <CellCaption>{caption}</CellCaption>
    </>
  );
}
