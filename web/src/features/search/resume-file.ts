/**
 * Resume files the upload accepts (spec §5, plus Word's .docx, which the API reads too): by extension, or by type
 * when the name has no known extension. The API checks the content either way.
 */
export const RESUME_EXTENSIONS = ['.txt', '.pdf', '.docx', '.jpg', '.jpeg', '.png', '.webp'] as const;
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
