import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zip } from '../../test/support/zip.js';
import { checkZip } from './zip-guard.js';

describe('checkZip', () => {
  it('accepts an archive that unpacks within the budget', () => {
    const archive = zip({ 'word/document.xml': '<w:document/>', 'word/media/a.bin': Buffer.alloc(10_000, 7) });
    expect(checkZip(archive, 20_000)).toBe('ok');
  });

  it('refuses an archive that unpacks beyond the budget, without unpacking it all', () => {
    const bomb = zip({ 'word/document.xml': Buffer.alloc(50 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(checkZip(bomb, 1024 * 1024)).toBe('too-large');
  });

  it('counts the budget across entries', () => {
    const archive = zip({ a: Buffer.alloc(6_000), b: Buffer.alloc(6_000) });
    expect(checkZip(archive, 10_000)).toBe('too-large');
  });

  it('does not trust the sizes an archive declares', () => {
    const archive = zip({ 'word/document.xml': Buffer.alloc(2 * 1024 * 1024) });
    // Claim 100 bytes unpacked in both headers, as a crafted bomb would.
    const central = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    archive.writeUInt32LE(100, 22);
    archive.writeUInt32LE(100, central + 24);
    expect(checkZip(archive, 1024 * 1024)).toBe('too-large');
  });

  it('calls an archive damaged when its directory or its data is broken', () => {
    expect(checkZip(Buffer.from('PK\x03\x04word/document.xml'), 1_000_000)).toBe('damaged');
    const archive = zip({ 'word/document.xml': '<w:document/>' });
    expect(checkZip(archive.subarray(0, archive.length - 30), 1_000_000)).toBe('damaged');
    const garbage = Buffer.from(archive);
    const data = deflateRawSync(Buffer.from('<w:document/>'));
    garbage.fill(0xff, 30 + 'word/document.xml'.length, 30 + 'word/document.xml'.length + data.length);
    expect(checkZip(garbage, 1_000_000)).toBe('damaged');
  });
});
