import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCards } from './StatCards';

describe('the dashboard figures', () => {
  it('says that Applications Sent counts the first emails delivered, as Analytics does', () => {
    render(<StatCards stats={{ totalJobsScraped: 100, totalApplicationsSent: 1, recentSearches: [] }} />);
    expect(screen.getByTestId('stat-applications').textContent).toBe('1');
    expect(screen.getByText('First emails delivered; bounced ones are left out')).toBeTruthy();
  });
});
