import type * as z from 'zod/mini';
import type { MessageParams } from '../../text/message-template.js';
import { CASE_IMAGE_PATTERN, CODE_PATTERN, ID_PATTERN, ONE_LINE } from '../scenario.schema.js';
import type { CheckCode } from './check-messages.js';
import { listParam } from './problem-params.js';

export interface IssueProblem {
  code: CheckCode;
  params?: MessageParams;
}

const listed = (values: readonly unknown[]) => listParam(values.map(String));

/** The forms of a case's schemas by their pattern, as zod writes it: each says what it wants. */
const FORMATS = new Map<string, CheckCode>([
  [String(ID_PATTERN), 'idShape'],
  [String(CASE_IMAGE_PATTERN), 'imagePathShape'],
  [String(CODE_PATTERN), 'codeShape'],
  [String(ONE_LINE), 'oneLine'],
]);

/**
 * What a schema refused, as a check's code and values: zod names each issue by a code of its
 * own with the bound, the type or the values it expected, and those are what an author needs
 * to read, in their language. A form is named by what it wants, never by its pattern, which
 * only the logs show when a form has no code. An issue of another kind is only "not valid".
 */
export function issueProblem(issue: z.core.$ZodIssue): IssueProblem {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'invalidType', params: { type: issue.expected } };
    case 'invalid_format': {
      const named = issue.pattern === undefined ? undefined : FORMATS.get(issue.pattern);
      return named
        ? { code: named }
        : { code: 'invalidFormat', params: { pattern: issue.pattern ?? issue.format } };
    }
    case 'invalid_value':
      return { code: 'invalidValue', params: { values: listed(issue.values) } };
    case 'unrecognized_keys':
      return { code: 'unrecognizedKeys', params: { keys: listed(issue.keys) } };
    case 'invalid_union':
      // A lock's kind that is none of the kinds: the union says which it expected.
      return 'options' in issue && issue.options?.length
        ? { code: 'invalidValue', params: { values: listed(issue.options) } }
        : { code: 'invalid' };
    case 'too_small':
      return bound(issue.origin, Number(issue.minimum), 'min', issue.inclusive !== false);
    case 'too_big':
      return bound(issue.origin, Number(issue.maximum), 'max', issue.inclusive !== false);
    default:
      return { code: 'invalid' };
  }
}

function bound(origin: string, limit: number, side: 'min' | 'max', inclusive: boolean): IssueProblem {
  // A text that must have a character has none: it is empty, whatever its length would be.
  if (origin === 'string' && side === 'min' && limit === 1) return { code: 'emptyText' };
  if (origin === 'string') return { code: side === 'min' ? 'tooShort' : 'tooLong', params: { count: limit } };
  if (origin === 'array') return { code: side === 'min' ? 'tooFew' : 'tooMany', params: { count: limit } };
  if (origin !== 'number' && origin !== 'int') return { code: 'invalid' };
  if (side === 'min')
    return { code: inclusive ? 'numberBelow' : 'numberNotAbove', params: { minimum: limit } };
  return { code: inclusive ? 'numberAbove' : 'numberNotBelow', params: { maximum: limit } };
}
