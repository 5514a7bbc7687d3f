import { fillTemplate, type MessageParams, type TemplateParams } from '../../text/message-template.js';
import { TYPOGRAPHY_MESSAGES } from '../../typography/typography.js';

const SAME_PASSAGES =
  "every language's document has the same paragraphs, headings, list items and table rows, in the same order";

/**
 * What each problem a case's checks find says, in English, by its code: the message of the
 * command line, the server's logs and its 422 answers. The editor says it in the author's
 * language from the same code and values (docs/product.md#case-editor), so a message and its
 * code are written once, here.
 */
export const CHECK_MESSAGES = {
  // Files, and what their schemas refuse.
  fileMissing: 'file is missing',
  invalidJson: 'is not valid JSON: {{detail}}',
  folderMismatch: 'is "{{id}}", but the folder is "{{directory}}"',
  invalid: 'is not valid',
  invalidType: 'expected {{type}}',
  invalidFormat: 'does not have the expected form ({{pattern}})',
  idShape: 'an id is lowercase letters (a-z), digits and hyphens, and starts with a letter or a digit',
  imagePathShape:
    'an image is a file under images/ whose name has lowercase letters, digits, dots and hyphens ({lang} for the language) and ends in .svg, .png, .jpg or .webp',
  codeShape: 'a code is letters, digits, spaces and hyphens',
  oneLine: 'must fit on one line',
  invalidValue: 'must be one of: {{values}}',
  unrecognizedKeys: 'unknown keys: {{keys}}',
  emptyText: 'empty',
  tooShort: 'too short: the minimum length is {{count}}',
  tooLong: 'too long: the maximum length is {{count}}',
  tooFew: 'too few items: the minimum is {{count}}',
  tooMany: 'too many items: the maximum is {{count}}',
  numberBelow: 'too small: the minimum is {{minimum}}',
  numberNotAbove: 'too small: must be more than {{minimum}}',
  numberAbove: 'too large: the maximum is {{maximum}}',
  numberNotBelow: 'too large: must be less than {{maximum}}',

  // scenario.json: ids, references, locks, reachability.
  duplicateLanguage: 'duplicate language "{{language}}"',
  duplicateFolder: 'duplicate folder "{{folder}}"',
  duplicateDocument: 'duplicate document "{{document}}"',
  duplicateLock: 'duplicate lock "{{lock}}"',
  duplicatePerson: 'duplicate person "{{person}}"',
  duplicateChoice: 'duplicate choice',
  unknownFolder: 'unknown folder reference "{{folder}}"',
  lockOpensNothing: 'lock "{{lock}}" opens nothing',
  codeEmpty: 'a code needs letters or digits',
  lengthShownNotDigits: 'only a code of digits has a length to show',
  freeAttemptsTooMany: '{{count}} free attempts let a player try every choice for nothing',
  questionWithoutAnswer: 'the question has no right answer',
  answerNotAChoice: 'the right answer "{{answer}}" is not one of the choices',
  accusedNotAmongPeople: '"{{person}}", whom the accusation names, is not among the people',
  unreachableFolder: 'folder "{{folder}}" is unreachable: no open folder leads to it',
  unreachableAccusation: 'the accusation is in a folder no player can reach',
  lockCycle: 'the locks form a cycle: {{cycle}}',

  // Order, match and spot locks.
  orderItemCount: 'an order lock puts {{min}} to {{max}} items in sequence, not {{given}}',
  duplicateItem: 'duplicate item "{{item}}"',
  matchListLengths: 'the lists have {{left}} and {{right}} items: each item pairs with one of the other list',
  matchPairCount: 'a match lock pairs {{min}} to {{max}} items, not {{given}}',
  unpairedItem: '"{{item}}" of the left list has no pair',
  notInLeftList: '"{{item}}" is not in the left list',
  notInRightList: '"{{item}}" is not in the right list',
  pairedTwice: '"{{item}}" of the right list is paired twice',
  spotRegionCount: 'a spot lock asks for {{min}} to {{max}} places, not {{given}}',
  duplicateRegion: 'duplicate region "{{region}}"',
  regionOffImage: 'region "{{region}}" runs off its image (x + width and y + height are at most 100)',
  regionsOverlap:
    'region "{{region}}" overlaps "{{other}}" (each widened by {{tolerance}} %): one mark would count for both',
  regionWithoutCell:
    'region "{{region}}" holds no cell centre of the {{columns}} × {{rows}} grid: it cannot be marked without a tap',

  // texts.<lang>.json: each text for an id of scenario.json.
  missingTranslation: 'missing translation',
  unknownFolderText: 'unknown folder reference',
  unknownDocumentText: 'unknown document reference',
  unknownPersonText: 'unknown person reference',
  unknownQuestionText: 'unknown question reference',
  unknownLockText: 'unknown lock reference',
  unknownItemText: 'unknown item reference',
  unknownRegionText: 'unknown region reference',
  hintCount: 'has {{count}} hints, scenario.json gives {{expected}}',
  answerUnsupported: 'an answer needs Latin or Greek letters',
  onlyTextLockHasAnswers: 'only a text lock has answers here (this one is a {{kind}})',
  onlyOrderLockHas: 'only an order lock has {{key}} (this one is a {{kind}})',
  onlyMatchLockHas: 'only a match lock has {{key}} (this one is a {{kind}})',
  onlySpotLockHas: 'only a spot lock has {{key}} (this one is a {{kind}})',
  onlyChoiceLockHas: 'only a choice lock has {{key}} (this one is a {{kind}})',

  // Markdown files, their images, and their passages across languages.
  missingFileTranslation: 'missing translation: the file is missing or empty',
  unsolvedEndingShape:
    'an unsolved ending is a "# " title and the case not solved, then a "## " title and what really happened',
  unknownPlaceholder: 'unknown placeholder: only the introduction has one, {{placeholder}}',
  imageOutsideCase: 'an image must be a file of the case, under images/',
  imageMissing: 'image does not exist',
  imageOfOtherLanguage: 'a {{language}} document shows the {{imageLanguage}} image',
  passageDiffers: `is a {{passageKind}} where {{reference}} has a {{referenceKind}}: ${SAME_PASSAGES}`,
  passageMissing: `is missing where {{reference}} has a {{referenceKind}}: ${SAME_PASSAGES}`,
  passageExtra: `is a {{passageKind}} where {{reference}} has none: ${SAME_PASSAGES}`,

  // Warnings: what a case may ship with but should not.
  answerCopied:
    'lock "{{lock}}" can be opened by copying "{{run}}" from {{document}}, which is open before it: make its answer a deduction',
  answerCopiedAlsoIn:
    'lock "{{lock}}" can be opened by copying "{{run}}" from {{document}} (and in {{languages}}), which is open before it: make its answer a deduction',
  answerWithoutClue:
    'no document open before lock "{{lock}}", nor its prompt, holds its answer or a part of it: put what it is deduced from in a document',
  itemWithoutClue:
    'no document open before lock "{{lock}}", nor its prompt, mentions "{{item}}": players can only guess its place',

  ...TYPOGRAPHY_MESSAGES,
} as const;

export type CheckCode = keyof typeof CHECK_MESSAGES;

/** The values the message of `Code` shows, each named by its placeholder. */
export type CheckParams<Code extends CheckCode> = Record<
  TemplateParams<(typeof CHECK_MESSAGES)[Code]>,
  string | number
>;

/** The values a problem of `Code` is reported with: none when its message has no placeholder. */
export type CheckArguments<Code extends CheckCode> = Code extends CheckCode
  ? [TemplateParams<(typeof CHECK_MESSAGES)[Code]>] extends [never]
    ? []
    : [params: CheckParams<Code>]
  : never;

/**
 * A problem's English message. `at`, when a problem names which of its field's images it is
 * about (a spot lock's image in one language), is said first.
 */
export function checkMessage(code: CheckCode, params: MessageParams = {}): string {
  const message = fillTemplate(CHECK_MESSAGES[code], params);
  return params.at === undefined ? message : `${params.at}: ${message}`;
}
