import { browserTimeZone } from '@app/types';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeZonePicker } from './TimeZonePicker';

function Picker({ initial }: { initial: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <TimeZonePicker value={zone} onChange={setZone} />
      <output data-testid="chosen">{zone}</output>
    </>
  );
}

const optionValues = () => Array.from(screen.getByTestId<HTMLSelectElement>('timezone').options).map((o) => o.value);

describe('the timezone picker', () => {
  it('offers every IANA zone, the spec’s four US zones first', () => {
    render(<Picker initial="America/New_York" />);
    const values = optionValues();
    expect(values.slice(0, 4)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
    ]);
    expect(values).toContain('Asia/Kolkata');
    expect(values).toContain('Europe/London');
    expect(values.length).toBeGreaterThan(300);
  });

  it('narrows the list by what is typed and picks the one match', async () => {
    const user = userEvent.setup();
    render(<Picker initial="America/New_York" />);
    await user.type(screen.getByTestId('timezone-search'), 'kolk');
    // The chosen zone stays listed, so the select never shows a value it does not hold.
    expect(optionValues()).toEqual(['Asia/Kolkata']);
    expect(screen.getByTestId('chosen').textContent).toBe('Asia/Kolkata');
    expect(screen.getByRole('option', { name: /Kolkata time \(Asia\/Kolkata, UTC\+05:30\)/ })).toBeTruthy();
  });

  it('keeps the chosen zone listed while the search shows others, and picks from the list', async () => {
    const user = userEvent.setup();
    render(<Picker initial="Asia/Kolkata" />);
    await user.type(screen.getByTestId('timezone-search'), 'europe');
    const values = optionValues();
    expect(values[0]).toBe('Asia/Kolkata');
    expect(values.slice(1).every((zone) => zone.startsWith('Europe/'))).toBe(true);
    expect(values).toContain('Europe/London');
    expect(screen.getByTestId('chosen').textContent).toBe('Asia/Kolkata');
    await user.selectOptions(screen.getByTestId('timezone'), 'Europe/London');
    expect(screen.getByTestId('chosen').textContent).toBe('Europe/London');
  });

  it('says when the zone is not the browser’s', () => {
    const other = browserTimeZone() === 'Asia/Kolkata' ? 'America/New_York' : 'Asia/Kolkata';
    const { unmount } = render(<Picker initial={other} />);
    expect(screen.getByTestId('timezone-note').textContent).toMatch(/This browser is on .*; times in the app show/);
    unmount();
    render(<Picker initial={browserTimeZone()} />);
    expect(screen.getByTestId('timezone-note').textContent).toBe('The same as this browser’s.');
  });
});
