import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@coulisses/shared/session/session.schema';
import { useAdmins, useSignedInAdmin } from '../../../lib/admin-api/admins';
import { useShareSession } from '../../../lib/admin-api/sessions';
import { useReportFailure } from '../../../hooks/use-report-failure';

/**
 * docs/product.md#session-owners: the owner picks the game masters who run the session
 * with them; the others keep following it read only.
 */
export function ShareSessionDialog({
  session,
  onClose,
  onShared,
}: {
  session: Session;
  onClose: () => void;
  onShared: (session: Session) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const report = useReportFailure();
  const admins = useAdmins();
  const { data: me } = useSignedInAdmin();
  const share = useShareSession(session.id);
  const [chosen, setChosen] = useState<string[]>(session.sharedWith);
  const others = admins.data?.filter((admin) => admin.id !== me?.id && admin.id !== session.ownerId) ?? [];

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));

  const save = async () => {
    try {
      onShared(await share.mutateAsync(chosen));
    } catch (error) {
      await report(error, 'admin.saveFailed');
    }
  };

  return (
    <Dialog open aria-labelledby={titleId} onClose={() => !share.isPending && onClose()}>
      <DialogTitle id={titleId}>{t('admin.sessions.shareTitle', { name: session.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('admin.sessions.shareText')}
        </DialogContentText>
        {!admins.data && <Typography>{t(admins.isError ? 'admin.loadFailed' : 'common.loading')}</Typography>}
        {admins.data && others.length === 0 && <Typography>{t('admin.sessions.shareNobody')}</Typography>}
        <FormGroup role="group" aria-labelledby={textId}>
          {others.map((admin) => (
            <FormControlLabel
              key={admin.id}
              label={admin.username}
              control={
                <Checkbox
                  checked={chosen.includes(admin.id)}
                  onChange={(event) => toggle(admin.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={share.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={share.isPending || !admins.data}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
