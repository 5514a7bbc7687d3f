import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { caseIdSchema } from '@coulisses/shared/case/case.schema';
import type { Language } from '@coulisses/shared/languages';
import { languageSchema } from '@coulisses/shared/player/player.schema';
import { FormDialog } from '../../../components/form-dialog';
import { LanguageOptions } from '../../../components/language-options';
import { useReportFailure } from '../../../hooks/use-report-failure';
import { useCreateCase } from '../../../lib/admin-api/cases';
import { useCurrentLanguage } from '../../../lib/i18n';
import { newCaseFiles } from '../new-case-files';
import { CaseIdField } from './case-id-field';

const newCaseSchema = z.object({ id: caseIdSchema, language: languageSchema });
type NewCase = z.infer<typeof newCaseSchema>;

/**
 * Starts a case of the admin's (docs/product.md#case-library): its identifier and first
 * language, then the small working case newCaseFiles writes in that language. `onCreated`
 * opens its editor. An identifier already taken is said on the field.
 */
export function NewCaseDialog({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (id: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const report = useReportFailure();
  const createCase = useCreateCase();
  const current = useCurrentLanguage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewCase>({
    resolver: zodResolver(newCaseSchema),
    mode: 'onTouched',
    defaultValues: { id: '', language: current },
  });

  /** The skeleton's words in the case's language, whatever the interface's: its file once read. */
  const wordsIn = async (language: Language) => {
    await i18n.loadLanguages(language);
    return i18n.hasResourceBundle(language, 'translation') ? i18n.getFixedT(language) : t;
  };

  const save = handleSubmit(async ({ id, language }) => {
    try {
      const files = newCaseFiles(id, language, await wordsIn(language));
      await onCreated(await createCase.mutateAsync({ id, files }));
    } catch (error) {
      await report(error, 'admin.scenarios.createFailed', {
        on: {
          CASE_ID_TAKEN: () => setError('id', { message: 'errors.CASE_ID_TAKEN' }, { shouldFocus: true }),
        },
      });
    }
  });

  return (
    <FormDialog
      title={t('admin.scenarios.createCase')}
      submitLabel={t('admin.scenarios.createCase')}
      busy={isSubmitting}
      onSubmit={save}
      onCancel={onCancel}
    >
      <DialogContentText sx={{ mb: 1 }}>{t('admin.scenarios.createCaseText')}</DialogContentText>
      <CaseIdField registration={register('id')} error={errors.id} />
      <TextField
        {...register('language')}
        select
        fullWidth
        margin="dense"
        label={t('admin.scenarios.caseLanguage')}
        helperText={t('admin.scenarios.caseLanguageHint')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <LanguageOptions />
      </TextField>
    </FormDialog>
  );
}
