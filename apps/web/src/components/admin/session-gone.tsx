import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { MAIN_CONTENT_ID } from '../skip-link';

/**
 * A session that no longer exists — deleted while shown, in another tab, or a wrong id:
 * a page that says so and leads back, never a broken one. The focus goes to its heading,
 * so a screen reader hears what happened.
 */
export function SessionGone({ reason }: { reason: 'deleted' | 'notFound' }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t(`admin.dashboard.gone.${reason}Title`), t('admin.title'));
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container component="main" id={MAIN_CONTENT_ID} maxWidth="sm" sx={{ py: 6 }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }} data-testid="session-gone">
        <Typography variant="h4" component="h1" tabIndex={-1} ref={heading} sx={{ outline: 'none' }}>
          {t(`admin.dashboard.gone.${reason}Title`)}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3 }}>{t(`admin.dashboard.gone.${reason}Text`)}</Typography>
        <Button component={RouterLink} to={paths.admin} variant="contained">
          {t('admin.dashboard.backToSessions')}
        </Button>
      </Paper>
    </Container>
  );
}
