import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the page has scrolled more than `px` pixels. */
export function useScrolledPast(px: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/**
 * The id of the section under the line `offsetPx` below the top of the viewport (the navbar's bottom edge,
 * roughly), or '' when none is. At the very bottom of the page the last section that is on screen wins, so a
 * short final section can still become active.
 */
function activeSectionAt<T extends string>(ids: readonly T[], offsetPx: number): T | '' {
  let active: T | '' = '';
  for (const id of ids) {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    if (rect && rect.top <= offsetPx && rect.bottom > offsetPx) active = id;
  }
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom) {
    for (const id of ids) {
      const rect = document.getElementById(id)?.getBoundingClientRect();
      if (rect && rect.top < window.innerHeight && rect.bottom > offsetPx) active = id;
    }
  }
  return active;
}

/** Tracks, from the scroll position, which of the given sections the visitor is reading. */
export function useActiveSection<T extends string>(ids: readonly T[], offsetPx: number): T | '' {
  const getSnapshot = useCallback(() => activeSectionAt(ids, offsetPx), [ids, offsetPx]);
  return useSyncExternalStore(subscribe, getSnapshot, () => '' as const);
}
