/**
 * Issue 3 §5: answers are compared after normalising case, accents (Greek tonos and
 * dialytika included), final sigma, spaces and punctuation — "L. Moreau", "l moreau" and
 * "LMOREAU" are one answer; so are "Μορό" and "ΜΟΡΟ".
 */
export function normaliseAnswer(answer: string): string {
  return (
    answer
      // NFKD splits accented letters into letter + combining mark, and folds
      // compatibility forms (full-width digits, ligatures) into their plain letters.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ς/g, 'σ')
      .replace(/[^\p{L}\p{N}]/gu, '')
  );
}
