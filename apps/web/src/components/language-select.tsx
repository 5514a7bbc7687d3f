import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from './language-options';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import { currentLanguage } from '../lib/i18n';

/** A compact language picker; the caller decides what a change does beyond i18n. */
export function LanguageSelect({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
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
        void i18n.changeLanguage(event.target.value);
        onChange?.(event.target.value);
      }}
      slotProps={{ select: { native: true } }}
    >
      <LanguageOptions />
    </TextField>
  );
}
