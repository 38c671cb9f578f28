// The encryption key's encoding lives in config, below mail: the settings' schema checks TOKEN_ENCRYPTION_KEY with
// it at boot, and mail's SecretBox decodes the key with it (config imports no room).

/** The AES-256 key's length. */
export const KEY_BYTES = 32;

/**
 * A 32-byte key written as hex (64 characters) or base64 / base64url (e.g. `openssl rand -base64 32`);
 * null when the text is neither.
 */
export function decodeEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return null;
}
