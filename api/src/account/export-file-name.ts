/**
 * The export's file name, named for the person: `jobreach-data-jane.doe_example.com-2026-05-01.json`. Only letters,
 * digits, dot, dash and underscore, so it is a safe name on every system and in a Content-Disposition header.
 */
export function exportFileName(email: string, at: Date): string {
  const who = email
    .toLowerCase()
    .replace(/@/g, '_')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80);
  return `jobreach-data-${who || 'account'}-${at.toISOString().slice(0, 10)}.json`;
}
