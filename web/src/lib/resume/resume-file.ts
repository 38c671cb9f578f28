import { RESUME_EXTENSIONS } from '@app/types';

/** Resume files are accepted by extension (the shared list), or by these types when the name has no extension. */
export const RESUME_MIME_TYPES = [
  'text/plain',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
] as const;

/** The file input's `accept` attribute. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

export function isAcceptedResumeFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  if (RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return true;
  const hasExtension = /\.[a-z0-9]+$/.test(name);
  return !hasExtension && (RESUME_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
}
