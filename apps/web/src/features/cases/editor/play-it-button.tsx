import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, type Language } from '@coulisses/shared/languages';
import { FormDialog } from '../../../components/form-dialog';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { startTrial } from '../../../lib/admin-api/cases';
import { useCurrentLanguage } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';
import { paths } from '../../../lib/paths';
import { storeRegisteredPlayer } from '../../../lib/storage';
import { useCaseEditorContext } from './case-editor-context';

const FROM_THE_START = '';

/**
 * Play it (docs/product.md#case-editor): the draft as it stands, played by its author as a
 * player, in one of its languages, from the folder they choose. The game opens in a tab of its
 * own, as this device's player, with the answers at hand in its bar.
 */
export function PlayItButton() {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  const { editor, checks } = useCaseEditorContext();
  const reportFailure = useReportFailure();
  const { scenario, texts } = editor.objects;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [language, setLanguage] = useState<Language>(scenario.languages[0] ?? 'fr');
  const [folder, setFolder] = useState(FROM_THE_START);
  if (editor.installed) return null;
  const first = scenario.languages[0];
  const close = () => {
    setOpen(false);
    setReady(false);
  };
  const start = async () => {
    setBusy(true);
    try {
      if (!(await editor.flush())) return;
      const player = await startTrial(editor.id, { lang: language, ...(folder ? { folder } : {}) });
      storeRegisteredPlayer(player);
      setReady(true);
    } catch (error) {
      await reportFailure(error, 'cases.editor.play.failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={checks.checking || checks.problems.length > 0 || editor.save.kind === 'conflict'}
      >
        {t('cases.editor.play.open')}
      </Button>
      {open && (
        <FormDialog
          title={t('cases.editor.play.title')}
          submitLabel={t('cases.editor.play.start')}
          busy={busy || ready}
          onSubmit={async (event) => {
            event.preventDefault();
            await start();
          }}
          onCancel={close}
        >
          <Typography sx={{ mb: 2 }}>{t('cases.editor.play.intro')}</Typography>
          <TextField
            select
            fullWidth
            label={t('cases.editor.play.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            sx={{ mb: 2 }}
          >
            {scenario.languages.map((each) => (
              <MenuItem key={each} value={each} lang={htmlLang(each)}>
                {languageName(each, reader, { capitalised: true })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={t('cases.editor.play.folder')}
            value={folder}
            onChange={(event) => setFolder(event.target.value)}
          >
            <MenuItem value={FROM_THE_START}>{t('cases.editor.play.fromStart')}</MenuItem>
            {scenario.folders.map((each) => (
              <MenuItem key={each.id} value={each.id}>
                {(first && texts[first]?.folders[each.id]?.title) || each.id}
              </MenuItem>
            ))}
          </TextField>
          {ready && (
            <Typography role="status" sx={{ mt: 2 }}>
              {t('cases.editor.play.ready')}{' '}
              <Link href={paths.game} target="_blank" rel="noopener" onClick={close}>
                {t('cases.editor.play.go')}
              </Link>
            </Typography>
          )}
        </FormDialog>
      )}
    </>
  );
}
