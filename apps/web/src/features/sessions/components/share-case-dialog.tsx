import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@coulisses/shared/case/case.schema';
import { FormDialog } from '../../../components/form-dialog';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useAdmins, useSignedInAdmin } from '../../../lib/admin-api/admins';
import { useShareCase } from '../../../lib/admin-api/cases';

/**
 * docs/product.md#case-editor: the owner of a case picks the game masters who edit and
 * publish it with them (the list replaces the last); they do not share it further.
 */
export function ShareCaseDialog({
  summary,
  title,
  onClose,
  onShared,
}: {
  summary: CaseSummary;
  title: string;
  onClose: () => void;
  onShared: () => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const report = useReportFailure();
  const admins = useAdmins();
  const { data: me } = useSignedInAdmin();
  const share = useShareCase(summary.id);
  const [chosen, setChosen] = useState<string[]>(summary.sharedWith);
  const others = admins.data?.filter((admin) => admin.id !== me?.id && admin.id !== summary.ownerId) ?? [];

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!admins.data) return;
    try {
      // Only the admins listed: one whose account was removed meanwhile is no longer offered.
      await share.mutateAsync(chosen.filter((id) => others.some((admin) => admin.id === id)));
      onShared();
    } catch (error) {
      await report(error, 'admin.scenarios.shareFailed');
    }
  };

  return (
    <FormDialog
      title={t('admin.scenarios.shareTitle', { title })}
      submitLabel={t('common.save')}
      busy={share.isPending}
      onSubmit={save}
      onCancel={onClose}
    >
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {t('admin.scenarios.shareText')}
      </DialogContentText>
      {!admins.data && <Typography>{t(admins.isError ? 'admin.loadFailed' : 'common.loading')}</Typography>}
      {admins.data && others.length === 0 && <Typography>{t('admin.scenarios.shareNobody')}</Typography>}
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
    </FormDialog>
  );
}
