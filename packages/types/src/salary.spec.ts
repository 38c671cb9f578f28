import { describe, expect, it } from 'vitest';
import { salaryText } from './salary.js';

describe('salaryText', () => {
  it('says rupees a year in lakhs per annum, as the card and the job page post them', () => {
    expect(salaryText('₹30,50,000.00/yr - ₹49,00,000.00/yr')).toBe('₹30.5–49 LPA');
    expect(salaryText('₹30,50,000.00 - ₹49,00,000.00')).toBe('₹30.5–49 LPA');
    expect(salaryText('₹12,75,000.00/yr')).toBe('₹12.75 LPA');
    expect(salaryText('₹1,20,000.00')).toBe('₹1.2 LPA');
    // Grouped the Western way, too.
    expect(salaryText('₹3,050,000.00/yr - ₹4,900,000.00/yr')).toBe('₹30.5–49 LPA');
  });

  it('leaves rupees that are not a yearly salary as posted, less the ".00"', () => {
    expect(salaryText('₹45,000.00/mo - ₹60,000.00/mo')).toBe('₹45,000/mo - ₹60,000/mo');
    expect(salaryText('₹500.00/hr')).toBe('₹500/hr');
  });

  it('keeps other currencies as posted, without a ".00" that says nothing', () => {
    expect(salaryText('$120,000.00/yr - $160,000.00/yr')).toBe('$120,000/yr - $160,000/yr');
    expect(salaryText('€60,000.00 - €72,000.00')).toBe('€60,000 - €72,000');
    expect(salaryText('$45.50/hr - $60.00/hr')).toBe('$45.50/hr - $60/hr');
    expect(salaryText('CA$90,000.00/yr')).toBe('CA$90,000/yr');
    expect(salaryText('Competitive')).toBe('Competitive');
  });
});
