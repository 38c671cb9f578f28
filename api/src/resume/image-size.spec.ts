import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.js';

const canvas = (width: number, height: number) => {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  return c;
};

/** A RIFF/WEBP file with one chunk of the given type and payload. */
const webp = (chunk: string, payload: Buffer) => {
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(12 + payload.length, 4);
  header.write('WEBP', 8, 'latin1');
  header.write(chunk, 12, 'latin1');
  header.writeUInt32LE(payload.length, 16);
  return Buffer.concat([header, payload, Buffer.alloc(16)]);
};

describe('imageSize', () => {
  it('reads the size of PNG, JPEG and WebP images as encoded by a real encoder', () => {
    const c = canvas(321, 123);
    expect(imageSize('png', c.toBuffer('image/png'))).toEqual({ width: 321, height: 123 });
    expect(imageSize('jpeg', c.toBuffer('image/jpeg'))).toEqual({ width: 321, height: 123 });
    expect(imageSize('webp', c.toBuffer('image/webp'))).toEqual({ width: 321, height: 123 });
  });

  it('reads lossy (VP8) and lossless (VP8L) WebP headers', () => {
    const vp8 = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0]);
    vp8.writeUInt16LE(640, 6);
    vp8.writeUInt16LE(480, 8);
    expect(imageSize('webp', webp('VP8 ', vp8))).toEqual({ width: 640, height: 480 });
    const vp8l = Buffer.alloc(5);
    vp8l[0] = 0x2f;
    vp8l.writeUInt32LE(((300 - 1) | ((200 - 1) << 14)) >>> 0, 1);
    expect(imageSize('webp', webp('VP8L', vp8l))).toEqual({ width: 300, height: 200 });
  });

  it('finds the JPEG frame size after other segments such as EXIF', () => {
    const jpeg = canvas(64, 48).toBuffer('image/jpeg');
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x10]), Buffer.from('Exif\0\0'), Buffer.alloc(8)]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
    expect(imageSize('jpeg', withExif)).toEqual({ width: 64, height: 48 });
  });

  it('answers null for a header that is cut short or broken', () => {
    expect(imageSize('png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    expect(imageSize('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(imageSize('jpeg', Buffer.from([0xff, 0xd8, 0x12, 0x34, 0x56, 0x78]))).toBeNull();
    expect(imageSize('webp', webp('VP8 ', Buffer.alloc(10)))).toBeNull();
    expect(imageSize('webp', webp('ALPH', Buffer.alloc(10)))).toBeNull();
  });

  it('answers null for an image that claims no pixels', () => {
    const png = canvas(10, 10).toBuffer('image/png');
    png.writeUInt32BE(0, 16);
    expect(imageSize('png', png)).toBeNull();
  });
});
