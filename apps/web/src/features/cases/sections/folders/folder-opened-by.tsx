import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { caseText } from './case-text';

/**
 * How a folder opens (content/README.md, scenario.json): from the start, or by the locks that
 * open it. A folder nothing opens is never read; the checks flag it, and this says why.
 */
export function FolderOpenedBy({ folderId }: { folderId: string }) {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const { objects } = editor;
  const atStart = objects.scenario.startFolders.includes(folderId);
  const openers = objects.scenario.locks
    .filter((lock) => lock.opens.includes(folderId))
    .map((lock) => caseText(objects, reader, ['locks', lock.id, 'title']) || lock.id);
  const toggle = (open: boolean) =>
    editor.edit((next) => {
      const others = next.scenario.startFolders.filter((id) => id !== folderId);
      next.scenario.startFolders = open ? [...others, folderId] : others;
    });
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={atStart}
            onChange={(event) => toggle(event.target.checked)}
            disabled={editor.installed}
          />
        }
        label={t('cases.folders.openAtStart')}
      />
      <Typography variant="body2" color={atStart || openers.length > 0 ? 'text.secondary' : 'error'}>
        {atStart
          ? t('cases.folders.openedAtStart')
          : openers.length > 0
            ? t('cases.folders.openedBy', { count: openers.length, locks: openers.join(', ') })
            : t('cases.folders.openedByNothing')}
      </Typography>
    </Stack>
  );
}
