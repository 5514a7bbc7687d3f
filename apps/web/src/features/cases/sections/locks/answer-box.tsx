import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorIcon } from '../../editor/editor-icons';

/**
 * The secret part of a lock (docs/product.md "## Locks": what a player must deduce, never
 * sent before it is earned): framed and headed "Answer" in words and with an icon, not by
 * colour alone, so that the author sees at a glance what the documents must lead to.
 */
export function AnswerBox({ children, note }: { children: ReactNode; note?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'warning.main',
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 2,
      }}
    >
      <Box>
        <Typography
          id={headingId}
          component="h4"
          variant="subtitle1"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
        >
          <EditorIcon kind="secret" fontSize="small" />
          {t('cases.locks.answer.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {note ?? t('cases.locks.answer.note')}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
