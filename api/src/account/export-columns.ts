/** Names of columns that hold secrets: never in an export, whoever asks. */
const SECRET_NAME = /secret|token|password|passwd|ciphertext|credential|private_key|api_key/i;

/**
 * Why a column stays out of an export, or null when it goes in. Secrets by name (tokens, passwords, ciphertext);
 * bytes by type (the resume's original file: download it from Settings).
 */
export function omittedBecause(column: { name: string; type: string }): string | null {
  if (SECRET_NAME.test(column.name)) return 'secret (never exported)';
  if (column.type === 'bytea') return 'file bytes (download the file itself instead)';
  return null;
}
