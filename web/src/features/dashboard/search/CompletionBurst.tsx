import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import './completion-burst.css';

const COLORS = ['#3b82f6', '#22c55e', '#f59e0b', '#ec4899', '#8b5cf6', '#14b8a6'];
const PIECES = 24;

/** Confetti pieces fanned evenly around the check, alternating near and far; fixed, so every render agrees. */
const CONFETTI = Array.from({ length: PIECES }, (_, i) => {
  const angle = (i / PIECES) * 2 * Math.PI;
  const distance = i % 2 === 0 ? 92 : 64;
  return {
    background: COLORS[i % COLORS.length],
    '--x': `${Math.round(Math.cos(angle) * distance)}px`,
    '--y': `${Math.round(Math.sin(angle) * distance)}px`,
    '--turn': `${(i % 3) * 160 + 120}deg`,
    '--delay': `${(i % 4) * 25}ms`,
  } as CSSProperties;
});

/** The check with a confetti burst played when a search completes (still with reduced motion). */
export function CompletionBurst() {
  return (
    <div className="completion-burst h-28 w-28" aria-hidden>
      {CONFETTI.map((style, i) => (
        <span key={i} className="completion-burst__piece" style={style} />
      ))}
      <span className="completion-burst__check grid h-20 w-20 place-items-center rounded-full bg-success text-white shadow-lg">
        <Check className="h-10 w-10" strokeWidth={3} />
      </span>
    </div>
  );
}
