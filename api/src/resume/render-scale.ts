/**
 * The scale that renders a PDF page of `width` × `height` points with its longer side near `longSidePx` pixels,
 * within 0.25–5. Self-contained: the PDF thread receives its source text.
 */
export function renderScale(width: number, height: number, longSidePx: number): number {
  const longSide = Math.max(width, height);
  if (!(longSide > 0)) return 1;
  return Math.min(5, Math.max(0.25, longSidePx / longSide));
}
