import { useEffect, useState } from 'react';

/** An index that steps through 0…length-1 every `intervalMs`, for rotating tips and messages. */
export function useRotatingIndex(length: number, intervalMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (length <= 1) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return length > 0 ? tick % length : 0;
}
