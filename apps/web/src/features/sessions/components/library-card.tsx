import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { AdminIcon } from './admin-icons';

/**
 * A card of the library (docs/product.md#case-library), an installed case's or one written
 * in the editor: an article named by its title, with the case's id and its state under the
 * title, then what the card says of it, and its actions.
 */
export function LibraryCard({
  testId,
  title,
  id,
  state,
  children,
  actions,
}: {
  testId: string;
  title: ReactNode;
  id: string;
  /** Beside the id, in words beside an icon: valid or not, changes not published. */
  state?: ReactNode;
  children: ReactNode;
  /** None: the card has no row of buttons. */
  actions?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <div>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              typography: 'body2',
            }}
          >
            <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              {id}
            </Box>
            {state}
          </Box>
        </div>
        {children}
      </CardContent>
      {actions && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}

/** Beside a card's id: the case's state said in words beside its icon, never by a colour alone. */
export function CardState({
  icon,
  color,
  children,
}: {
  icon: 'valid' | 'invalid' | 'unpublished';
  color: string;
  children: ReactNode;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color }}>
      <AdminIcon kind={icon} fontSize="small" />
      {children}
    </Box>
  );
}
