import type { PricingInfo } from '@app/types';

export type Currency = 'USD' | 'INR';

const SYMBOLS: Record<Currency, string> = { USD: '$', INR: '₹' };
/** Languages spoken mostly in India: with no region in Accept-Language, they point to India. */
const INDIAN_LANGUAGES = new Set(['hi', 'bn', 'te', 'mr', 'ta', 'gu', 'kn', 'ml', 'pa', 'or', 'as']);

/**
 * The visitor's country: a trusted proxy's header when one is configured and set (e.g. Cloudflare's
 * CF-IPCountry), else the first region in Accept-Language by preference (`en-IN` → IN), else an Indian language.
 * Null when nothing says.
 */
export function countryOf(
  proxyCountry: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string | null {
  const fromProxy = proxyCountry?.trim().toUpperCase();
  // Cloudflare sends XX for unknown and T1 for Tor; neither is a country.
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX' && fromProxy !== 'T1') return fromProxy;
  if (!acceptLanguage) return null;
  const tags = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((s) => /^[A-Za-z]{2}$/.test(s));
    if (region) return region.toUpperCase();
  }
  const first = tags[0]?.tag.split('-')[0]?.toLowerCase();
  return first && INDIAN_LANGUAGES.has(first) ? 'IN' : null;
}

/** INR for India, USD everywhere else (the spec's pricing rule). */
export const currencyFor = (country: string | null): Currency => (country === 'IN' ? 'INR' : 'USD');

export function pricingFor(country: string | null, prices: Record<Currency, number>): PricingInfo {
  return pricingIn(currencyFor(country), prices);
}

/** Pro's price in `currency`. */
export function pricingIn(currency: Currency, prices: Record<Currency, number>): PricingInfo {
  return { currency, price: prices[currency], symbol: SYMBOLS[currency] };
}

export const isCurrency = (code: string | null | undefined): code is Currency => code === 'USD' || code === 'INR';
