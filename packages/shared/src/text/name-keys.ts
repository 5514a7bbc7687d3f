import unhomoglyph from 'unhomoglyph';

/**
 * Unicode TR39's skeleton: each character replaced by the prototype it looks like, from
 * Unicode's confusables.txt (the `unhomoglyph` package ships it), decomposed before and
 * after. Not for reading: « m » becomes « rn », « Ο » (Greek) and « 0 » become « O ».
 */
export const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const MARKS = /\p{M}/gu;

/** A name in one case, as it looks: width, invisible characters, accents and spacing aside. */
function keyIn(name: string, inCase: (text: string) => string): string {
  const cased = inCase(name.normalize('NFKC').replace(IGNORABLE, ''));
  return skeleton(cased.normalize('NFD').replace(MARKS, '')).replace(MARKS, '').replace(/\s+/gu, ' ').trim();
}

/**
 * What a name is compared by for uniqueness in its session (docs/decisions/0031-names-that-look-alike.md):
 * two names are the same one when their `key`s or their `capsKey`s are equal — when they
 * look alike written in small letters (« vikos », « νikos » with a Greek nu; « Νίκος », « ΝΙΚΟΣ »)
 * or in capitals (« HANS », « ΗANS » with a Greek eta). The case is folded before the skeleton is
 * taken, since confusables.txt compares shapes and « Σ » and « σ » have none in common.
 */
export interface NameKeys {
  key: string;
  capsKey: string;
}

export const nameKeys = (name: string): NameKeys => ({
  key: keyIn(name, (text) => text.toLocaleLowerCase('und').replace(/ς/gu, 'σ')),
  capsKey: keyIn(name, (text) => text.toLocaleUpperCase('und')),
});
