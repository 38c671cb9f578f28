// `pnpm bench resume`: the API's resume text extraction called directly (no HTTP): a two-page PDF with a text
// layer, a one-page image resume read by OCR, and the same page as a scanned (image-only) PDF. The first call of
// each is reported apart (cold: modules loaded, the PDF thread and the OCR worker started); then median and p95 of
// warm calls, and the main thread's longest stall while the calls ran. Needs `pnpm build`.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'resume';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromApi = createRequire(path.join(root, 'api/package.json'));
const PDF_RUNS = 20;
const IMAGE_RUNS = 10;

/** A realistic one-page resume: 43 lines, about 2,100 characters. */
const RESUME = [
  'Katherine Johnson',
  'Senior Data Engineer · Hampton, VA · katherine.johnson@example.com · +1 757 555 0142',
  '',
  'SUMMARY',
  'Data engineer with nine years of experience building reliable batch and streaming pipelines,',
  'analytics platforms and internal tools. Comfortable owning systems end to end, from schema',
  'design to on-call, and mentoring engineers through design reviews and pairing.',
  '',
  'EXPERIENCE',
  'Langley Research Center, Senior Data Engineer, 2019 to 2024',
  '- Designed a Kafka and PostgreSQL ingestion pipeline handling 40 million events per day.',
  '- Cut nightly warehouse load time from 6 hours to 50 minutes by partitioning and parallel copy.',
  '- Led the migration of 120 cron jobs to Airflow with alerting, retries and lineage tracking.',
  '- Mentored four engineers; introduced design documents and blameless incident reviews.',
  'Orbital Analytics, Data Engineer, 2016 to 2019',
  '- Built Python services that cleaned and validated telemetry from 300 ground stations.',
  '- Wrote a TypeScript dashboard for mission planners used daily by 80 analysts.',
  '- Reduced cloud storage costs by 35 percent with lifecycle rules and Parquet compaction.',
  'West Area Computing, Analyst, 2015 to 2016',
  '- Automated trajectory reports in Python, replacing a two-day manual spreadsheet process.',
  '- Documented data definitions and ran training sessions for new analysts.',
  '',
  'SKILLS',
  'Languages: Python, SQL, TypeScript, Go, Bash',
  'Data: PostgreSQL, Kafka, Airflow, dbt, Spark, Parquet, BigQuery',
  'Infrastructure: Kubernetes, Terraform, Docker, AWS, GitHub Actions, Prometheus, Grafana',
  '',
  'EDUCATION',
  'West Virginia State University, BSc Mathematics and Physics, 2015',
  '',
  'CERTIFICATIONS',
  'AWS Certified Data Analytics, 2021 · Certified Kubernetes Application Developer, 2022',
  '',
  'PROJECTS',
  'Open-source contributor to a PostgreSQL logical replication tool: fixed slot cleanup',
  'and added metrics for replication lag. Speaker at a regional data engineering meetup on',
  'testing pipelines with real databases instead of mocks.',
  '',
  'LANGUAGES',
  'English (native), Spanish (professional working proficiency)',
  '',
  'INTERESTS',
  'Amateur astronomy, long-distance running, teaching mathematics to high-school students.',
];

// ---- files made here, like a user's upload -------------------------------------------------------------------

function buildPdf(pages) {
  const objects = [];
  const pageIds = [];
  const pageObjects = [];
  let next = 4;
  for (const page of pages) {
    const image = page.image;
    pageIds.push(next);
    const contentId = next + 1;
    const imageId = image ? next + 2 : undefined;
    next += image ? 3 : 2;
    const xobject = imageId ? ` /XObject << /Im0 ${imageId} 0 R >>` : '';
    pageObjects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentId} 0 R ` +
          `/Resources << /Font << /F1 3 0 R >>${xobject} >> >>`,
        'latin1',
      ),
    );
    pageObjects.push(Buffer.from(`<< /Length ${page.content.length} >>\nstream\n${page.content}\nendstream`, 'latin1'));
    if (image) {
      pageObjects.push(
        Buffer.concat([
          Buffer.from(
            `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB ` +
              `/BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>\nstream\n`,
            'latin1',
          ),
          image.jpeg,
          Buffer.from('\nendstream', 'latin1'),
        ]),
      );
    }
  }
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`),
  );
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'));
  objects.push(...pageObjects);
  const chunks = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = chunks[0].length;
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  let trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  trailer += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  trailer += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(chunks);
}

const pdfLine = (s) => `(${s.replace(/·/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)}) Tj T*`;

/** Two Letter pages of text (10 pt Helvetica): the resume, then the resume again as page two. */
function textPdf() {
  const page = (lines) => ({ content: `BT /F1 10 Tf 54 740 Td 14 TL ${lines.map(pdfLine).join(' ')} ET` });
  return buildPdf([page(RESUME), page(RESUME)]);
}

/** A denser page: the resume and most of it again, 61 lines and about 3,300 characters, in 10 pt type. */
const DENSE = [...RESUME, ...RESUME.slice(4, 22)];

/** Lines drawn on a 200 dpi Letter page (1700 × 2200 px), as a scan or a straight phone photo would look. */
function resumeImage(format, lines = RESUME, fontPx = 30, lineHeight = 44) {
  const { createCanvas } = requireFromApi('@napi-rs/canvas');
  const canvas = createCanvas(1700, 2200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 1700, 2200);
  ctx.fillStyle = '#111111';
  lines.forEach((line, i) => {
    const heading = i === 0 ? 1.6 : /^[A-Z ]+$/.test(line) ? 1.1 : 1;
    ctx.font = `${heading > 1 ? 'bold ' : ''}${Math.round(fontPx * heading)}px sans-serif`;
    ctx.fillText(line, 150, 170 + i * lineHeight);
  });
  return canvas.toBuffer(format === 'jpeg' ? 'image/jpeg' : 'image/png', 90);
}

// ---- measuring ----------------------------------------------------------------------------------------------------

const round = (ms) => Math.round(ms);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** Nearest-rank percentile. */
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1];

/** Share of the resume's words (3+ letters) found in the text read. */
function wordRecall(text, lines = RESUME) {
  const source = lines.join(' ').match(/\p{L}{3,}/gu);
  const read = new Set(text.match(/\p{L}{3,}/gu) ?? []);
  return `${((100 * source.filter((w) => read.has(w)).length) / source.length).toFixed(1)} %`;
}

/** The longest the main thread went without running a 5 ms timer (its longest stall), while `work` runs. */
async function withStallWatch(work) {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work(), stallMs: longest };
  } finally {
    clearInterval(timer);
  }
}

async function measure(label, target, runs, call, lines = RESUME) {
  const { result, stallMs } = await withStallWatch(() => timeRuns(runs, call, lines));
  return { case: label, ...result, target, 'max main-thread stall ms': round(stallMs) };
}

async function timeRuns(runs, call, lines) {
  let t0 = performance.now();
  const text = await call();
  const cold = performance.now() - t0;
  const times = [];
  for (let i = 0; i < runs; i++) {
    t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return {
    'cold ms': round(cold),
    'warm runs': runs,
    'median ms': round(median(times)),
    'p95 ms': round(percentile(times, 95)),
    'chars read': text.length,
    'words read': wordRecall(text, lines),
  };
}

export async function run() {
  const { extractResumeText } = await import(path.join(root, 'api/dist/resume/resume-text.js'));
  const { OcrService } = await import(path.join(root, 'api/dist/resume/ocr.service.js'));
  const { PdfReaderService } = await import(path.join(root, 'api/dist/resume/pdf-reader.service.js'));
  const readers = { ocr: new OcrService(), pdf: new PdfReaderService() };
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}, load average ${load}`);
  const pdf = textPdf();
  const png = resumeImage('png');
  const dense = resumeImage('png', DENSE, 27, 33);
  const scan = buildPdf([
    { content: 'q 612 0 0 792 0 0 cm /Im0 Do Q', image: { jpeg: resumeImage('jpeg'), width: 1700, height: 2200 } },
  ]);
  console.log(
    `files: text PDF ${pdf.length} B (2 pages), PNG ${png.length} B, dense PNG ${dense.length} B, ` +
      `scanned PDF ${scan.length} B`,
  );
  try {
    return [
      await measure('2-page text PDF', '≤ 300 ms', PDF_RUNS, () => extractResumeText('pdf', pdf, readers)),
      await measure('1-page image (PNG, OCR)', '≤ 5 s', IMAGE_RUNS, () => extractResumeText('png', png, readers)),
      await measure('1-page dense image (PNG, OCR)', '≤ 5 s', 5, () => extractResumeText('png', dense, readers), DENSE),
      await measure('1-page scanned PDF (render + OCR)', '—', 5, () => extractResumeText('pdf', scan, readers)),
    ];
  } finally {
    await readers.ocr.onApplicationShutdown();
    await readers.pdf.onApplicationShutdown();
  }
}
