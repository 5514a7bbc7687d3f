import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@coulisses/shared/languages';

/** The four languages as native <option>s, each named in its own language. */
export function LanguageOptions() {
  const { t } = useTranslation();
  return LANGUAGES.map((language) => (
    <option key={language} value={language}>
      {t(`languages.${language}`)}
    </option>
  ));
}
