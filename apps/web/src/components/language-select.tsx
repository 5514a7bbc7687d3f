import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from './language-options';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import { currentLanguage } from '../lib/i18n';
import { chooseLanguage } from '../lib/language-memory';

/**
 * A compact language picker: the interface switches and this device remembers it; the
 * caller decides what a change does beyond that.
 */
export function LanguageSelect({ onChange }: { onChange?: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name="lang"
      size="small"
      fullWidth={false}
      margin="none"
      label={t('register.lang')}
      value={currentLanguage()}
      onChange={(event) => {
        if (!isLanguage(event.target.value)) return;
        chooseLanguage(event.target.value);
        onChange?.(event.target.value);
      }}
      slotProps={{ select: { native: true } }}
    >
      <LanguageOptions />
    </TextField>
  );
}
