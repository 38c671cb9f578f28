import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, decodeEncryptionKey } from '../config/encryption-key.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a ciphertext is malformed, was made with another key or context, or was altered. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/**
 * The key of a development or test machine without TOKEN_ENCRYPTION_KEY: made once and kept in `file` (mode 0600),
 * so secrets stored before a restart can still be read after it. `created` says whether this call made it.
 */
export function loadOrCreateKeyFile(file: string): { key: Buffer; created: boolean } {
  const read = () => {
    const key = decodeEncryptionKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new SecretBoxError(`${file} does not hold a 32-byte base64 key; delete it to make a new one.`);
    return key;
  };
  if (fs.existsSync(file)) return { key: read(), created: false };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails if another process made the file first; then both use that one.
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return { key: read(), created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { key: read(), created: false };
    throw err;
  }
}

/**
 * AES-256-GCM for the secrets kept at rest (Gmail tokens, SMTP passwords). Each value gets a random 12-byte IV and a
 * 16-byte tag, and is written as `v1:` + base64(iv ‖ ciphertext ‖ tag). `context` is bound as additional data, so a
 * ciphertext copied to another user's row no longer opens.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`The encryption key must be ${KEY_BYTES} bytes.`);
    this.key = Buffer.from(key);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64')}`;
  }

  open(sealed: string, context: string): string {
    const [version, payload] = sealed.split(':', 2);
    if (version !== VERSION || !payload) throw new SecretBoxError('Unknown secret format.');
    const bytes = Buffer.from(payload, 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('The secret is truncated.');
    const iv = bytes.subarray(0, IV_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The secret could not be decrypted (another key, another owner, or altered).');
    }
  }
}
