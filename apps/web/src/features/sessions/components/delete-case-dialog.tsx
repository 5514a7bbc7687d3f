import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useDeleteCase } from '../../../lib/admin-api/cases';

/**
 * Asks before deleting a case (docs/product.md#case-editor), naming it and what goes with
 * it. A case sessions play stays (409 CASE_IN_USE): the refusal is said and the dialog
 * closes, since asking again would change nothing; a failure without an answer keeps it
 * open to try again.
 */
export function DeleteCaseDialog({
  id,
  title,
  onClose,
  onDeleted,
}: {
  id: string;
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const deleteCase = useDeleteCase();

  const remove = async () => {
    try {
      await deleteCase.mutateAsync(id);
    } catch (error) {
      if (await report(error, 'admin.scenarios.deleteFailed')) onClose();
      return;
    }
    onDeleted();
  };

  return (
    <ConfirmDialog
      title={t('admin.scenarios.deleteTitle', { title })}
      confirmLabel={t('admin.scenarios.deleteConfirm')}
      onCancel={onClose}
      onConfirm={remove}
    >
      {t('admin.scenarios.deleteText', { title, id })}
    </ConfirmDialog>
  );
}
