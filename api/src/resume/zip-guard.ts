import { inflateRawSync } from 'node:zlib';

export type ZipCheck = 'ok' | 'too-large' | 'damaged';

/**
 * Whether a ZIP archive (a .docx) unpacks to at most `maxTotalBytes`, found by inflating every entry with that
 * budget as a hard output limit, so a "zip bomb" is refused before a parser inflates it whole in memory. The sizes
 * an archive declares are not trusted. ZIP64 archives (never needed for a resume) count as damaged.
 */
export function checkZip(buf: Buffer, maxTotalBytes: number): ZipCheck {
  const end = findEndOfCentralDirectory(buf);
  if (end < 0) return 'damaged';
  const count = buf.readUInt16LE(end + 10);
  let entry = buf.readUInt32LE(end + 16);
  let budget = maxTotalBytes;
  for (let i = 0; i < count; i++) {
    if (entry + 46 > buf.length || buf.readUInt32LE(entry) !== 0x02014b50) return 'damaged';
    const method = buf.readUInt16LE(entry + 10);
    const compressed = buf.readUInt32LE(entry + 20);
    const local = buf.readUInt32LE(entry + 42);
    if (compressed === 0xffffffff || local === 0xffffffff) return 'damaged';
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) return 'damaged';
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) return 'damaged';
    const data = buf.subarray(start, start + compressed);
    if (method === 0) {
      budget -= compressed;
    } else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'damaged';
      }
    } else {
      return 'damaged';
    }
    if (budget < 0) return 'too-large';
    entry += 46 + buf.readUInt16LE(entry + 28) + buf.readUInt16LE(entry + 30) + buf.readUInt16LE(entry + 32);
  }
  return 'ok';
}

/** The offset of the end-of-central-directory record: the last signature within the final 22 + 65,535 bytes. */
function findEndOfCentralDirectory(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
