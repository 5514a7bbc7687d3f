import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { lockHolds } from './use-lock';

/**
 * What a closed lock says of itself: its title in the case's own language (or its id), its
 * kind, the folder it is found in, and how many problems the checks find in it — in words,
 * not by colour alone.
 */
export function LockHeading({ index }: { index: number }) {
  const { t } = useTranslation();
  const { editor, checks } = useCaseEditorContext();
  const { scenario, texts } = editor.objects;
  const lock = scenario.locks[index];
  if (!lock) return null;
  const own = texts[scenario.languages[0] ?? 'fr'];
  const title = own?.locks[lock.id]?.title?.trim() || lock.id;
  const folder = own?.folders[lock.in]?.title?.trim() || lock.in;
  const holds = lockHolds(index, lock.id);
  const problems = checks.problems.filter((problem) => holds(problem.file, problem.field)).length;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        minWidth: 0,
      }}
    >
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Chip size="small" variant="outlined" label={t(`cases.locks.kinds.${lock.kind}`)} />
      <Typography component="span" variant="body2" color="text.secondary">
        {t('cases.locks.foundIn', { folder })}
      </Typography>
      {problems > 0 && (
        <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
          {`⚠ ${t('cases.locks.problems', { count: problems })}`}
        </Typography>
      )}
    </Box>
  );
}
