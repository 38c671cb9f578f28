import { createCanvas } from '@napi-rs/canvas';
import { zip } from './zip.js';

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A real, minimal Word document (.docx): one paragraph per entry of `paragraphs`. */
export function docx(paragraphs: string[]): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`);
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Target="word/document.xml" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"/></Relationships>',
    'word/document.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}">` +
      `<w:body>${body.join('')}</w:body></w:document>`,
  });
}

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface TextImageOptions {
  format?: ImageFormat;
  width?: number;
  height?: number;
  /** Font size in pixels. */
  fontPx?: number;
}

/** A white page with `lines` drawn in black, encoded by @napi-rs/canvas (like a photo or scan of a resume). */
export function textImage(lines: string[], options: TextImageOptions = {}): Buffer {
  const { format = 'png', width = 1275, height = 1650, fontPx = 32 } = options;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.font = `${fontPx}px sans-serif`;
  lines.forEach((line, i) => ctx.fillText(line, fontPx * 3, fontPx * 4 + i * fontPx * 1.6));
  if (format === 'png') return canvas.toBuffer('image/png');
  if (format === 'jpeg') return canvas.toBuffer('image/jpeg', 90);
  return canvas.toBuffer('image/webp', 90);
}

/** Lines of a short resume, all words a reader (and OCR) can check for. */
export const RESUME_LINES = [
  'Katherine Johnson',
  'Senior Data Engineer',
  'Skills: Python, PostgreSQL, Kubernetes, TypeScript',
  'Experience: Langley Research Center, 2015 to 2024',
  'Education: Mathematics and Physics, West Virginia State',
];
