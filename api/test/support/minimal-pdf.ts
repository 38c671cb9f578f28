/** A small, valid one-page PDF whose text layer holds `lines` (Helvetica), with a correct xref table. */
export function minimalPdf(lines: string[]): Buffer {
  return textPdf([lines]);
}

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
const textContent = (lines: string[], size = 12, top = 720) =>
  `BT /F1 ${size} Tf 72 ${top} Td ${Math.round(size * 1.2)} TL ${lines.map((l) => `(${escape(l)}) Tj T*`).join(' ')} ET`;

/** A valid PDF of one Letter page per entry of `pages`, each page's text layer holding its lines (Helvetica). */
export function textPdf(pages: string[][]): Buffer {
  return buildPdf(pages.map((lines) => ({ content: textContent(lines) })));
}

export interface ScannedPage {
  /** A baseline JPEG of the page (DCTDecode needs nothing else). */
  jpeg: Buffer;
  width: number;
  height: number;
  /** Optional small text drawn over the image, like a scanner app's "Scanned with …" stamp. */
  stamp?: string;
}

/** A PDF whose Letter pages are only pictures: each page shows its JPEG full-page, with no text layer. */
export function scannedPdf(pages: ScannedPage[]): Buffer {
  return buildPdf(
    pages.map((p) => ({
      content: `q 612 0 0 792 0 0 cm /Im0 Do Q${p.stamp ? ` ${textContent([p.stamp], 8, 20)}` : ''}`,
      image: p,
    })),
  );
}

interface PageSpec {
  content: string;
  image?: ScannedPage;
}

/** Objects: 1 catalog, 2 page tree, 3 font, then per page: page, contents and (if any) its image. */
function buildPdf(pages: PageSpec[]): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  const pageIds: number[] = [];
  const pageObjects: (string | Buffer)[] = [];
  let next = 4;
  for (const page of pages) {
    const pageId = next;
    const contentId = next + 1;
    const imageId = page.image ? next + 2 : undefined;
    next += page.image ? 3 : 2;
    pageIds.push(pageId);
    const xobject = imageId ? ` /XObject << /Im0 ${imageId} 0 R >>` : '';
    pageObjects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentId} 0 R ` +
        `/Resources << /Font << /F1 3 0 R >>${xobject} >> >>`,
    );
    pageObjects.push(`<< /Length ${Buffer.byteLength(page.content, 'latin1')} >>\nstream\n${page.content}\nendstream`);
    if (page.image) {
      const { jpeg, width, height } = page.image;
      pageObjects.push(
        Buffer.concat([
          Buffer.from(
            `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB ` +
              `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
            'latin1',
          ),
          jpeg,
          Buffer.from('\nendstream', 'latin1'),
        ]),
      );
    }
  }
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pageObjects.forEach(add);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  trailer += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(chunks);
}

/**
 * A PDF locked with a user password (standard security handler, AES-256, revision 6). The keys are not real: no
 * password opens it, which is all a reader can tell apart from a real locked file before asking for the password.
 */
export function passwordProtectedPdf(): Buffer {
  const hex = (length: number, byte: number) => `<${Buffer.alloc(length, byte).toString('hex')}>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 5 /R 6 /Length 256 /P -4 /O ${hex(48, 1)} /U ${hex(48, 2)} /OE ${hex(32, 3)} ` +
      `/UE ${hex(32, 4)} /Perms ${hex(16, 5)} /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> ` +
      '/StmF /StdCF /StrF /StdCF >>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  const id = '<00112233445566778899aabbccddeeff>';
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [${id} ${id}] >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
