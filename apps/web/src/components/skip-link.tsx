import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each screen's main content, where the skip link takes the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every screen: hidden until focused, it moves the focus
 * past the bars to the screen's main content (docs/decisions/0012-accessibility-baseline.md).
 * The focus moves by script, so that the address keeps no "#main-content".
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
