import type { ScenarioProblem } from '../scenario-summary.schema.js';
import type { CheckArguments, CheckCode } from './check-messages.js';
import type { TextPlace } from './problem-params.js';

/**
 * A case's files by path relative to its folder (content/README.md): 'scenario.json',
 * 'texts.fr.json', 'documents/x.fr.md', 'images/y.svg', 'SOLUTION.md'. Folders on disk and
 * cases in the database alike are read into one, so that one check serves both.
 */
export type CaseFiles = ReadonlyMap<string, Uint8Array>;

/** One thing wrong with a case, named by its file and field. */
export type CaseProblem = ScenarioProblem;

/**
 * Reports a problem at a field of a file, or at a numbered place of a whole text, by its code
 * and the values its English message shows: the compiler holds each report to its message's
 * placeholders.
 */
export type Report = <Code extends CheckCode>(
  file: string,
  field: string | TextPlace,
  code: Code,
  ...params: CheckArguments<Code>
) => void;

/**
 * Browsers and Node both have TextDecoder, but the shared package is typed with neither's
 * library (it must run in both): it names the one method it reads.
 */
const { TextDecoder } = globalThis as unknown as {
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
};
const decoder = new TextDecoder();

/**
 * Decoded texts by their bytes: an editor re-checks the case at each keystroke with the
 * bytes of every file but one unchanged, and those are not decoded again.
 */
const decoded = new WeakMap<Uint8Array, string>();

/** The text of a file of the case, as UTF-8; undefined when the case has no such file. */
export function caseText(files: CaseFiles, file: string): string | undefined {
  const bytes = files.get(file);
  if (bytes === undefined) return undefined;
  const known = decoded.get(bytes);
  if (known !== undefined) return known;
  const text = decoder.decode(bytes);
  decoded.set(bytes, text);
  return text;
}
