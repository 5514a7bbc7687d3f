import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import type { MessageParams } from '@coulisses/shared/text/message-template';
import { formatList } from './format-number';
import { useCurrentLanguage } from './i18n';
import { languageName } from './language-name';

/** What a case's checks found: its code and values, and the same in English. */
export interface CheckedProblem {
  code?: string;
  params?: MessageParams;
  message: string;
}

type Shown = (value: string, show: { t: (key: string) => string; reader: Language }) => string;

const language: Shown = (value, { reader }) => (isLanguage(value) ? languageName(value, reader) : value);
const passage: Shown = (value, { t }) => t(`cases.checks.passageKinds.${value}`);

/**
 * The values a check names in the words of the case rather than the reader's: languages by
 * their code, a lock's kind, a passage's kind. Each is said in the reader's language; every
 * other value (an id, a count, a quoted excerpt) is shown as it is.
 */
const SHOWN: Record<string, Shown> = {
  language,
  imageLanguage: language,
  languages: (value, show) =>
    formatList(
      value.split(', ').map((each) => language(each, show)),
      show.reader,
    ),
  kind: (value, { t }) => t(`cases.locks.kinds.${value}`),
  passage,
  referencePassage: passage,
};

/**
 * The words of a problem of the checks in the admin's language (docs/product.md#case-editor),
 * from its code and values (`cases.checks.<code>`); a code this interface does not know yet
 * is said by the English message the server sent with it.
 */
export function useProblemText(): (problem: CheckedProblem) => string {
  const { t } = useTranslation();
  const reader = useCurrentLanguage();
  return useCallback(
    ({ code, params = {}, message }: CheckedProblem) => {
      if (!code) return message;
      const { at, ...named } = params;
      const values = Object.fromEntries(
        Object.entries(named).map(([name, value]) => {
          const show = SHOWN[name];
          return [name, show && typeof value === 'string' ? show(value, { t, reader }) : value];
        }),
      );
      const text = t(`cases.checks.${code}`, { ...values, defaultValue: '' });
      if (!text) return message;
      return at === undefined ? text : t('cases.checks.at', { at, problem: text });
    },
    [t, reader],
  );
}
