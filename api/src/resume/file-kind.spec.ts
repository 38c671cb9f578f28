import { describe, expect, it } from 'vitest';
import { acceptedKind, detectFileKind, storedFileName } from './file-kind.js';

describe('detectFileKind', () => {
  it('tells files apart by their first bytes', () => {
    expect(detectFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileKind(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(detectFileKind(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(detectFileKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(detectFileKind(Buffer.from('PK\x03\x04....word/document.xml', 'latin1'))).toBe('docx');
    expect(detectFileKind(Buffer.from('\uFEFFAda Lovelace\r\nEngineer'))).toBe('text');
  });

  it('knows no kind for binaries, other archives and empty files', () => {
    expect(detectFileKind(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(detectFileKind(Buffer.from('PK\x03\x04....xl/workbook.xml\x00', 'latin1'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('acceptedKind', () => {
  it('accepts content that matches the extension, whatever its case', () => {
    expect(acceptedKind('cv.PDF', 'pdf')).toBe('pdf');
    expect(acceptedKind('cv.jpeg', 'jpeg')).toBe('jpeg');
    expect(acceptedKind('cv.docx', 'docx')).toBe('docx');
    expect(acceptedKind('notes.txt', 'text')).toBe('text');
  });

  it('refuses content that is not what the name says', () => {
    expect(acceptedKind('cv.pdf', 'png')).toBeNull();
    expect(acceptedKind('cv.txt', 'pdf')).toBeNull();
    expect(acceptedKind('cv.png', 'text')).toBeNull();
    expect(acceptedKind('cv.txt', null)).toBeNull();
  });

  it('refuses names outside the accepted types', () => {
    expect(acceptedKind('cv.doc', 'text')).toBeNull();
    expect(acceptedKind('cv.exe', 'text')).toBeNull();
    expect(acceptedKind('cv', 'text')).toBeNull();
  });

  it('reads an image by what it really is when its extension names another image type', () => {
    expect(acceptedKind('photo.jpg', 'png')).toBe('png');
    expect(acceptedKind('photo.webp', 'jpeg')).toBe('jpeg');
  });
});

describe('storedFileName', () => {
  it('keeps only the last part of a path, whichever slash it uses', () => {
    expect(storedFileName('C:\\fakepath\\cv.pdf')).toBe('cv.pdf');
    expect(storedFileName('../../etc/cv.txt')).toBe('cv.txt');
  });

  it('drops control characters and keeps letters of any script', () => {
    expect(storedFileName('Ré\r\nsumé\u0000.pdf')).toBe('Résumé.pdf');
    expect(storedFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
  });

  it('cuts a long name to 255 characters without splitting one', () => {
    expect(Array.from(storedFileName(`${'😀'.repeat(300)}.pdf`))).toHaveLength(255);
  });
});
