import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A new case's identifier (docs/product.md#case-library): lowercase letters, digits and
 * dashes, checked as the server checks it (caseIdSchema), its refusal said on the field.
 */
export function CaseIdField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'id'>;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      {...registration}
      label={t('admin.scenarios.caseId')}
      required
      autoFocus
      fullWidth
      margin="dense"
      error={Boolean(error)}
      helperText={error?.message ? t(error.message) : t('admin.scenarios.caseIdHint')}
      slotProps={{
        htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, maxLength: 64 },
      }}
    />
  );
}
