import type * as z from 'zod/mini';
import type { MessageParams } from '../../text/message-template.js';
import type { CheckCode } from './check-messages.js';

export interface IssueProblem {
  code: CheckCode;
  params?: MessageParams;
}

const listed = (values: readonly unknown[]) => values.map(String).join(', ');

/**
 * What a schema refused, as a check's code and values: zod names each issue by a code of its
 * own with the bound, the type or the values it expected, and those are what an author needs
 * to read, in their language. An issue of another kind is only "not valid".
 */
export function issueProblem(issue: z.core.$ZodIssue): IssueProblem {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'invalidType', params: { expected: issue.expected } };
    case 'invalid_format':
      return { code: 'invalidFormat', params: { pattern: issue.pattern ?? issue.format } };
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
