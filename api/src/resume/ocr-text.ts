/** Pure helpers for text read from images: cleaning OCR output and judging whether any real text was found. */

/** Letters in any script; what "readable text" is counted in. */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/**
 * True for a line OCR made out of specks, rules and borders ("| — ~ ~", "ee —= ."): no word of two letters or
 * number of two digits, or mostly symbols.
 */
export function isNoiseLine(line: string): boolean {
  const visible = line.replace(/\s+/g, '');
  if (!visible) return true;
  if (!/\p{L}{2}|\p{N}{2}/u.test(line)) return true;
  const alnum = visible.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return alnum / visible.length < 0.5;
}

/**
 * OCR output made fit to read: runs of spaces and tabs collapse to one space, lines are trimmed, lines of pure
 * noise are dropped, and at most one blank line separates paragraphs.
 */
export function cleanOcrText(raw: string): string {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\f\v\u00a0]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '') {
      if (kept.length > 0 && kept[kept.length - 1] !== '') kept.push('');
    } else if (!isNoiseLine(line)) {
      kept.push(line);
    }
  }
  return kept.join('\n').trim();
}
