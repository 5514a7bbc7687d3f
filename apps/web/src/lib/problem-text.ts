import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@coulisses/shared/languages';
import { listItems, TEXT_PLACES } from '@coulisses/shared/scenario/check/problem-params';
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

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Shown = (value: string, show: { t: Translate; reader: Language }) => string;

const language: Shown = (value, { reader }) => (isLanguage(value) ? languageName(value, reader) : value);
const passageKind: Shown = (value, { t }) => t(`cases.checks.passageKinds.${value}`);

/**
 * The values a check names in the words of the case or of its schemas rather than the
 * reader's: languages by their code, a lock's kind, a passage's kind, the kind of value a
 * field wants. Each is said in the reader's language; every other value (an id, a count, a
 * quoted excerpt) is shown as it is.
 */
const SHOWN: Record<string, Shown> = {
  language,
  imageLanguage: language,
  languages: (value, show) =>
    formatList(
      listItems(value).map((each) => language(each, show)),
      show.reader,
    ),
  kind: (value, { t }) => t(`cases.locks.kinds.${value}`),
  passageKind,
  referenceKind: passageKind,
  type: (value, { t }) => t(`cases.checks.types.${value}`, { defaultValue: value }),
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

/**
 * Where inside its file a problem is, in the admin's language: a line or a passage of a whole
 * text by its number ("ligne 3"), any other place by its field as the checks name it.
 */
export function useProblemPlace(): (problem: CheckedProblem & { field: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ field, params = {} }) => {
      const place = TEXT_PLACES.find((name) => typeof params[name] === 'number');
      return place ? t(`cases.checks.places.${place}`, { [place]: params[place] }) : field;
    },
    [t],
  );
}
