const AMOUNT = /(₹|INR\s?|Rs\.?\s?)?(\d[\d,]*(?:\.\d+)?)/g;
const LAKH = 100_000;

/** "30.5" for 30,50,000: lakhs with at most two decimals, no trailing zeros. */
function lakhs(rupees: number): string {
  return String(Math.round((rupees / LAKH) * 100) / 100);
}

/**
 * A posting's salary as people read it. Rupees a year in lakhs per annum ("₹30,50,000.00/yr - ₹49,00,000.00/yr" →
 * "₹30.5–49 LPA"), as Indians quote pay; any other amount as posted, without a ".00" that says nothing.
 */
export function salaryText(posted: string): string {
  const text = posted.trim().replace(/\s+/g, ' ');
  const rupees = /^(₹|INR\b|Rs\.?)/i.test(text);
  const perOtherPeriod = /\/\s*(hr|hour|mo|month|wk|week|day)\b|per (hour|month|week|day)/i.test(text);
  if (rupees && !perOtherPeriod) {
    const amounts = [...text.matchAll(AMOUNT)].map((m) => Number(m[2]!.replace(/,/g, '')));
    // Yearly pay in rupees is at least a lakh; a smaller figure is not a yearly salary, so it stays as posted.
    if ((amounts.length === 1 || amounts.length === 2) && amounts.every((n) => Number.isFinite(n) && n >= LAKH)) {
      const [low, high] = amounts as [number, number | undefined];
      return high !== undefined && high !== low ? `₹${lakhs(low)}–${lakhs(high)} LPA` : `₹${lakhs(low)} LPA`;
    }
  }
  return text.replace(/(\d)\.00\b/g, '$1');
}
