/** In-page sections the navbar links to, in page order. */
export const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'pricing', label: 'Pricing' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

export const LANDING_SECTION_IDS: readonly LandingSectionId[] = LANDING_SECTIONS.map((s) => s.id);

export function isLandingSectionId(value: string): value is LandingSectionId {
  return (LANDING_SECTION_IDS as readonly string[]).includes(value);
}

/** Scrolls an element of the page into view, smoothly unless the visitor prefers reduced motion. */
export function scrollToId(id: string, reducedMotion: boolean, block: ScrollLogicalPosition = 'start'): void {
  document.getElementById(id)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block });
}
