/** A part of an ending: its title and the text under it (markdown). */
export interface EndingPart {
  title: string;
  body: string;
}

/**
 * The ending a case gives an unsolved accusation, unsolved.<lang>.md (content/README.md):
 * "# …" and the case not solved, then "## …" and what really happened — one heading of
 * each level, each with its text. Anything else is not one (the scenario check says so).
 */
export function splitEpilogue(markdown: string): { notSolved: EndingPart; truth: EndingPart } | undefined {
  const match = /^\s*#[ \t]+(.+)\n([\s\S]*?)\n##[ \t]+(.+)\n([\s\S]*)$/.exec(markdown);
  if (!match) return undefined;
  const [, notSolvedTitle, notSolvedBody, truthTitle, truthBody] = match as unknown as string[];
  const parts = [
    { title: notSolvedTitle!.trim(), body: notSolvedBody!.trim() },
    { title: truthTitle!.trim(), body: truthBody!.trim() },
  ];
  // One heading of each level: the texts hold none of their own.
  if (parts.some((part) => !part.title || !part.body || /^#{1,2}[ \t]/m.test(part.body))) return undefined;
  return { notSolved: parts[0]!, truth: parts[1]! };
}
