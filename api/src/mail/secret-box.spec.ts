import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeEncryptionKey } from '../config/encryption-key.js';
import { SecretBox, SecretBoxError, loadOrCreateKeyFile } from './secret-box.js';

const box = new SecretBox(randomBytes(32));

describe('SecretBox', () => {
  it('opens what it sealed, in the versioned v1 format', () => {
    const sealed = box.seal('refresh-token-1//abc ✓', 'gmail:user-1');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed, 'gmail:user-1')).toBe('refresh-token-1//abc ✓');
  });

  it('uses a fresh IV each time, so the same secret never looks the same twice', () => {
    const a = box.seal('same', 'ctx');
    const b = box.seal('same', 'ctx');
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice(3), 'base64').subarray(0, 12)).not.toEqual(
      Buffer.from(b.slice(3), 'base64').subarray(0, 12),
    );
  });

  it('refuses a ciphertext with any byte altered', () => {
    const sealed = box.seal('password', 'smtp:user-1');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (const index of [0, 12, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index]! ^= 0x01;
      expect(() => box.open(`v1:${tampered.toString('base64')}`, 'smtp:user-1')).toThrow(SecretBoxError);
    }
  });

  it('refuses another key, another context, an unknown version and a truncated value', () => {
    const sealed = box.seal('password', 'smtp:user-1');
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'smtp:user-1')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'smtp:user-2')).toThrow(SecretBoxError);
    expect(() => box.open(sealed.replace(/^v1:/, 'v2:'), 'smtp:user-1')).toThrow(/Unknown secret format/);
    expect(() => box.open('v1:AAAA', 'smtp:user-1')).toThrow(/truncated/);
  });

  it('accepts only a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });
});

describe('decodeEncryptionKey', () => {
  it('reads 32 bytes written as hex, base64 or base64url', () => {
    const key = randomBytes(32);
    expect(decodeEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(decodeEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(decodeEncryptionKey(key.toString('base64url'))).toEqual(key);
    expect(decodeEncryptionKey(` ${key.toString('base64')}\n`)).toEqual(key);
  });

  it('refuses anything that is not 32 bytes', () => {
    expect(decodeEncryptionKey('secret')).toBeNull();
    expect(decodeEncryptionKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(decodeEncryptionKey(randomBytes(31).toString('hex'))).toBeNull();
  });
});

describe('loadOrCreateKeyFile', () => {
  it('makes a key once, readable only by its owner, and returns the same key afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const file = path.join(dir, 'nested', 'token-encryption.key');
      const first = loadOrCreateKeyFile(file);
      expect(first.created).toBe(true);
      expect(first.key).toHaveLength(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = loadOrCreateKeyFile(file);
      expect(second).toEqual({ key: first.key, created: false });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says which file to delete when it holds no key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const file = path.join(dir, 'token-encryption.key');
      fs.writeFileSync(file, 'not a key');
      expect(() => loadOrCreateKeyFile(file)).toThrow(/delete it/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
