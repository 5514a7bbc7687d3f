import { useTranslation } from 'react-i18next';
import { htmlLang } from '@coulisses/shared/languages';
import { useCurrentLanguage } from '../../../../lib/i18n';
import { formatSize, imageRefusal } from './image-files';

/** Why a file cannot be sent, in the admin's language; undefined when it may be. */
export function useImageRefusal(): (file: File) => string | undefined {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  return (file) => {
    const refusal = imageRefusal(file);
    if (!refusal) return undefined;
    if (refusal.key === 'type') return t('cases.images.refusedType', { name: file.name });
    return t('cases.images.refusedSize', {
      name: file.name,
      size: formatSize(file.size, htmlLang(reader)),
      max: formatSize(refusal.maxBytes, htmlLang(reader)),
    });
  };
}
