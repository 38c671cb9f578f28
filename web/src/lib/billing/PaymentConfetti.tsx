import { CONFETTI_MS } from '@app/types';
import { type CSSProperties, useEffect, useState } from 'react';
import './payment-confetti.css';

const COLORS = ['#3b82f6', '#22c55e', '#f59e0b', '#ec4899', '#8b5cf6', '#14b8a6'];
const PIECES = 48;

/** Pieces spread evenly across the width with fixed timings, so every render agrees. */
const CONFETTI = Array.from({ length: PIECES }, (_, i) => {
  const delay = (i % 8) * 120;
  return {
    left: `${((i * 37) % 100) + 0.5}%`,
    background: COLORS[i % COLORS.length],
    '--delay': `${delay}ms`,
    '--duration': `${CONFETTI_MS - delay - 200}ms`,
    '--drift': `${((i % 5) - 2) * 30}px`,
    '--turn': `${(i % 4) * 180 + 240}deg`,
  } as CSSProperties;
});

/** A 3-second confetti burst over the page (spec §2, payment success). */
export function PaymentConfetti() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="payment-confetti" aria-hidden data-testid="confetti">
      {CONFETTI.map((style, i) => (
        <span key={i} className="payment-confetti__piece" style={style} />
      ))}
    </div>
  );
}
