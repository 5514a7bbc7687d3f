/**
 * Greek letters in Latin ones, both ways a Greek player writes them
 * (docs/decisions/0009-answers-forgiven-their-form.md):
 * - `greekToLatin`: the one spelling of ELOT 743 (the Greek standard, also UN and ISO 843
 *   transcription), for a Greek answer typed in Greek letters;
 * - `spellsGreek`: whether a Latin spelling is one of the usual "Greeklish" ones of a Greek
 *   word (η as i or h, θ as th or 8, ου as ou or u…), for an answer typed in Latin letters.
 * Both work on lower-case text; a character that is not a Greek letter stays as it is.
 */

/** ELOT 743, one letter at a time (digraphs and αυ/ευ/ηυ below). */
const ELOT_LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** ELOT 743's pairs written other than letter by letter (μπ at a word's edge: below). */
const ELOT_PAIRS: Record<string, string> = {
  ου: 'ou',
  γγ: 'ng',
  γξ: 'nx',
  γχ: 'nch',
  μπ: 'mp',
};

/** αυ, ευ, ηυ: v before a vowel or voiced consonant, f before a voiceless one or at the end. */
const U_AS_CONSONANT: Record<string, string> = { α: 'a', ε: 'e', η: 'i' };
const VOICELESS = new Set('θκξπστφχψς');
const GREEK_LETTER = /\p{Script=Greek}/u;
const DIAERESIS = '\u0308';

/**
 * The ELOT 743 spelling of `text` (lower case expected; accents may be there, a diaeresis
 * keeps its vowel apart: "αϋ" is "ay", not "av").
 */
export function greekToLatin(text: string): string {
  const letters = [...text.normalize('NFD')];
  // A diaeresis is read, then dropped with the other marks.
  const apart = letters.map((letter, index) => letters[index + 1] === DIAERESIS && letter !== DIAERESIS);
  const chars: { letter: string; apart: boolean }[] = [];
  letters.forEach((letter, index) => {
    if (!/\p{M}/u.test(letter)) chars.push({ letter, apart: apart[index] ?? false });
  });
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const { letter } = chars[i]!;
    const next = chars[i + 1];
    const pair = next ? letter + next.letter : '';
    if (U_AS_CONSONANT[letter] && next?.letter === 'υ' && !next.apart) {
      const after = chars[i + 2]?.letter;
      const voiceless = after === undefined || !GREEK_LETTER.test(after) || VOICELESS.has(after);
      out += U_AS_CONSONANT[letter] + (voiceless ? 'f' : 'v');
      i += 1;
    } else if (pair === 'μπ') {
      const before = chars[i - 1]?.letter;
      const after = chars[i + 2]?.letter;
      const atEdge =
        before === undefined ||
        !GREEK_LETTER.test(before) ||
        after === undefined ||
        !GREEK_LETTER.test(after);
      out += atEdge ? 'b' : 'mp';
      i += 1;
    } else if (ELOT_PAIRS[pair] && !(pair === 'ου' && next?.apart)) {
      out += ELOT_PAIRS[pair];
      i += 1;
    } else {
      out += ELOT_LETTERS[letter] ?? letter;
    }
  }
  return out;
}

/**
 * The spellings a Greek player uses for each letter, ELOT's first: the Greeklish of phones
 * and chats, by sound (η i, υ i, ω o) or by shape (η h, θ 8, ω w, ξ 3).
 */
export const GREEKLISH_LETTERS: Readonly<Record<string, readonly string[]>> = {
  α: ['a'],
  β: ['v', 'b'],
  γ: ['g', 'y', 'gh'],
  δ: ['d', 'dh'],
  ε: ['e'],
  ζ: ['z'],
  η: ['i', 'h'],
  θ: ['th', '8', '0'],
  ι: ['i'],
  κ: ['k'],
  λ: ['l'],
  μ: ['m'],
  ν: ['n'],
  ξ: ['x', 'ks', '3'],
  ο: ['o'],
  π: ['p'],
  ρ: ['r'],
  σ: ['s'],
  ς: ['s'],
  τ: ['t'],
  υ: ['y', 'i', 'u'],
  φ: ['f', 'ph'],
  χ: ['ch', 'h', 'x', 'kh'],
  ψ: ['ps'],
  ω: ['o', 'w'],
};

/** Pairs said as one sound, with the spellings of that sound. */
export const GREEKLISH_PAIRS: Readonly<Record<string, readonly string[]>> = {
  αι: ['ai', 'e'],
  ει: ['ei', 'i'],
  οι: ['oi', 'i'],
  υι: ['yi', 'i'],
  ου: ['ou', 'u'],
  μπ: ['mp', 'b', 'mb'],
  ντ: ['nt', 'd', 'nd'],
  γγ: ['ng', 'gg'],
  γκ: ['gk', 'g', 'nk', 'ng'],
  γξ: ['nx', 'nks'],
  γχ: ['nch', 'nh'],
  τσ: ['ts'],
  τζ: ['tz', 'dz'],
  αυ: ['av', 'af', 'au'],
  ευ: ['ev', 'ef', 'eu'],
  ηυ: ['iv', 'if'],
};

/**
 * Whether `latin` is a spelling of `greek`, letter by letter or pair by pair from the
 * tables above; a character of `greek` that is not a Greek letter must be typed as it is.
 * Both are folded already (lower case, no marks, no spaces). A search through the ways
 * to read `greek` (at most three per letter), without listing them: linear in practice.
 */
export function spellsGreek(latin: string, greek: string): boolean {
  const g = [...greek];
  // reached[j]: the positions in `latin` that the first j letters of `greek` can end at.
  const reached: Set<number>[] = g.map(() => new Set<number>());
  reached.push(new Set<number>());
  reached[0]!.add(0);
  for (let j = 0; j < g.length; j += 1) {
    const letter = g[j]!;
    const pair = letter + (g[j + 1] ?? '');
    for (const at of reached[j]!) {
      for (const spelling of GREEKLISH_LETTERS[letter] ?? [letter]) {
        if (latin.startsWith(spelling, at)) reached[j + 1]!.add(at + spelling.length);
      }
      for (const spelling of GREEKLISH_PAIRS[pair] ?? []) {
        if (latin.startsWith(spelling, at)) reached[j + 2]!.add(at + spelling.length);
      }
    }
  }
  return reached[g.length]!.has(latin.length);
}
