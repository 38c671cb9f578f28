import { type Cheerio, type contains } from 'cheerio/slim';

import { cleanText } from './text.js';

// cheerio does not re-export domhandler's node types; take them from one of its signatures instead.
export type DomNode = Parameters<typeof contains>[1];
export type Selection = Cheerio<DomNode>;
export type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

export function isElement(node: DomNode): node is DomElement {
  return node.nodeType === 1 && 'attribs' in node;
}

/** Text of the first matched element, cleaned; null when nothing matched or it is empty. */
export function textOf(selection: Selection): string | null {
  const first = selection.first();
  return first.length === 0 ? null : cleanText(first.text());
}

export function attrOf(selection: Selection, name: string): string | null {
  return cleanText(selection.first().attr(name));
}

/**
 * An image's real address: the site lazy-loads through `data-delayed-url` and leaves `src` empty or a placeholder
 * (`data-ghost-url` is the grey placeholder, never the image).
 */
export function imageUrl(img: Selection): string | null {
  const delayed = attrOf(img, 'data-delayed-url');
  if (delayed) return delayed;
  const src = attrOf(img, 'src');
  return src && !src.startsWith('data:') ? src : null;
}

/**
 * The element's inner HTML exactly as the page wrote it (needs a document loaded with start/end indices);
 * re-serialising would turn "é" into "&#xe9;" and reorder attributes.
 */
export function innerSource(html: string, element: Selection): string | null {
  const children = element.first().contents();
  const first = children.get(0);
  const last = children.get(children.length - 1);
  if (!first || !last || first.startIndex == null || last.endIndex == null) return null;
  const source = html.slice(first.startIndex, last.endIndex + 1).trim();
  return source === '' ? null : source;
}

const NO_TEXT = new Set(['script', 'style', 'template', 'noscript', 'code']);

/**
 * The text pieces under `node` in page order, each trimmed and squeezed, empty ones and repeats of the previous one
 * dropped (a card's link often repeats its heading). `skip` leaves out an element and everything inside it.
 */
export function textRuns(node: DomNode, skip?: (element: DomElement) => boolean): string[] {
  const runs: string[] = [];
  const visit = (current: DomNode) => {
    if (current.nodeType === 3 && 'data' in current) {
      const text = cleanText(current.data);
      if (text && runs[runs.length - 1] !== text) runs.push(text);
      return;
    }
    if (!isElement(current) || NO_TEXT.has(current.name) || skip?.(current)) return;
    for (const child of current.children) visit(child);
  };
  if (isElement(node)) for (const child of node.children) visit(child);
  return runs;
}

const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table']);
const LINES = new Set(['div', 'section', 'article', 'header', 'footer', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'tr']);
const SKIPPED = new Set(['script', 'style', 'template', 'button', 'noscript']);

/** Collects text, keeping at most one blank line between blocks. */
class TextLines {
  private readonly parts: string[] = [];
  private trailingBreaks = 0;
  private started = false;

  text(data: string): void {
    const text = data.replace(/\s+/g, ' ');
    if (text.trim() === '') {
      if (this.started && this.trailingBreaks === 0) this.parts.push(' ');
      return;
    }
    this.parts.push(text);
    this.trailingBreaks = 0;
    this.started = true;
  }

  lineBreak(): void {
    this.parts.push('\n');
    this.trailingBreaks += 1;
  }

  /** Ends the current line (1) or paragraph (2) unless the text already does. */
  blockBoundary(breaks: number): void {
    if (!this.started) return;
    while (this.trailingBreaks < breaks) this.lineBreak();
  }

  toString(): string | null {
    const text = this.parts
      .join('')
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return text === '' ? null : text;
  }
}

function collect(node: DomNode, lines: TextLines): void {
  if (node.nodeType === 3) {
    lines.text(node.data);
    return;
  }
  // Comments, doctypes and processing instructions carry no visible text.
  if (!isElement(node)) return;
  const name = node.name.toLowerCase();
  if (SKIPPED.has(name)) return;
  if (name === 'br') {
    lines.lineBreak();
    return;
  }
  const breaks = PARAGRAPHS.has(name) ? 2 : LINES.has(name) ? 1 : 0;
  lines.blockBoundary(breaks);
  for (const child of node.children) collect(child, lines);
  lines.blockBoundary(breaks);
}

/** Plain text of rich content: paragraphs, line breaks and list items keep their own lines. */
export function blockText(element: Selection): string | null {
  const lines = new TextLines();
  for (const child of element.first().contents().toArray()) collect(child, lines);
  return lines.toString();
}
