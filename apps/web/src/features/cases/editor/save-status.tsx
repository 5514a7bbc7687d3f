import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/date-time';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useCaseEditorContext } from './case-editor-context';

/** Where the draft stands: saved (when), waiting, saving, or why a save failed and a retry. */
export function SaveStatus({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { editor } = useCaseEditorContext();
  const { save } = editor;
  if (editor.installed) return <Typography color="text.secondary">{t('cases.editor.readOnly')}</Typography>;
  if (save.kind === 'failed')
    return (
      <Typography
        role="alert"
        color="error"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {save.key && t(`errors.${save.key}`, { defaultValue: '' })
          ? t(`errors.${save.key}`)
          : t('cases.editor.save.failed')}
        <Button size="small" onClick={() => void editor.flush()}>
          {t('cases.editor.save.retry')}
        </Button>
      </Typography>
    );
  if (save.kind === 'conflict')
    return (
      <Typography
        role="alert"
        color="error"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {t('errors.CASE_CHANGED')}
        <Button size="small" onClick={onReload}>
          {t('cases.editor.conflict.reload')}
        </Button>
      </Typography>
    );
  const words = {
    saved: t('cases.editor.save.saved', { time: save.kind === 'saved' ? formatTime(save.at, language) : '' }),
    unsaved: t('cases.editor.save.unsaved'),
    saving: t('cases.editor.save.saving'),
  }[save.kind];
  return (
    <Typography role="status" color="text.secondary">
      {words}
    </Typography>
  );
}
