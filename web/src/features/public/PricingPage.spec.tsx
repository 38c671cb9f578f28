import { apiError } from '@app/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { PricingPage } from './PricingPage';

const fake = await vi.hoisted(async () => new (await import('@app/client/testing')).FakeApi());
vi.mock('../../app/api', () => ({ api: fake.client() }));

describe('the pricing page', { timeout: 20_000 }, () => {
  it('prices Free and Pro in one currency for a visitor from India', async () => {
    fake.on('GET', '/api/user-location', { body: { price: 129, currency: 'INR', symbol: '₹' } });
    fake.on('GET', '/api/auth/user', apiError(401, 'not_signed_in', 'Sign in first.'));
    render(
      <MemoryRouter>
        <Providers>
          <PricingPage />
        </Providers>
      </MemoryRouter>,
    );
    const pro = await screen.findByTestId('plan-pro');
    await within(pro).findByText('₹129');
    expect(within(screen.getByTestId('plan-free')).getByText('₹0')).toBeTruthy();
    expect(screen.queryByText('$0')).toBeNull();
  });

  it('tells where to cancel: Settings, not the receipt email', async () => {
    fake.on('GET', '/api/user-location', { body: { price: 29, currency: 'USD', symbol: '$' } });
    fake.on('GET', '/api/auth/user', apiError(401, 'not_signed_in', 'Sign in first.'));
    render(
      <MemoryRouter>
        <Providers>
          <PricingPage />
        </Providers>
      </MemoryRouter>,
    );
    const answer = await screen.findByText(/If you cancel/);
    expect(answer.textContent).toContain('in Settings → Plan and billing');
    expect(answer.textContent).not.toContain('receipt');
    expect(within(screen.getByTestId('plan-free')).getByText('$0')).toBeTruthy();
  });
});
