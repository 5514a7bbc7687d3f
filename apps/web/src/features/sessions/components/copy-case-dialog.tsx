import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { caseIdSchema } from '@coulisses/shared/case/case.schema';
import { FormDialog } from '../../../components/form-dialog';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useCreateCase } from '../../../lib/admin-api/cases';
import { CaseIdField } from './case-id-field';

const copySchema = z.object({ id: caseIdSchema });
type Copy = z.infer<typeof copySchema>;

/**
 * Copies a case as a new one of the admin's (docs/product.md#case-editor): its latest
 * version, or — for a case they edit that was never published — its draft, which is all it
 * has. `onCopied` opens the copy's editor.
 */
export function CopyCaseDialog({
  id,
  title,
  draft,
  onCancel,
  onCopied,
}: {
  id: string;
  title: string;
  /** Copy the draft: the case has no version yet. */
  draft: boolean;
  onCancel: () => void;
  onCopied: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const createCase = useCreateCase();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Copy>({ resolver: zodResolver(copySchema), mode: 'onTouched', defaultValues: { id: '' } });

  const save = handleSubmit(async (values) => {
    try {
      await onCopied(
        await createCase.mutateAsync({ id: values.id, copyOf: draft ? { id, draft: true } : { id } }),
      );
    } catch (error) {
      await report(error, 'admin.scenarios.copyFailed', {
        on: {
          CASE_ID_TAKEN: () => setError('id', { message: 'errors.CASE_ID_TAKEN' }, { shouldFocus: true }),
        },
      });
    }
  });

  return (
    <FormDialog
      title={t('admin.scenarios.copyTitle', { title })}
      submitLabel={t('admin.scenarios.copyConfirm')}
      busy={isSubmitting}
      onSubmit={save}
      onCancel={onCancel}
    >
      <DialogContentText sx={{ mb: 1 }}>{t('admin.scenarios.copyText')}</DialogContentText>
      <CaseIdField registration={register('id')} error={errors.id} />
    </FormDialog>
  );
}
