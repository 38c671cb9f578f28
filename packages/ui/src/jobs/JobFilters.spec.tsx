import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_FILTERS, isFiltered, JobFilters, type JobFilterValues } from './JobFilters.js';

/** The filters as the web's results page and the extension's panel hold them: every change whole. */
function Harness({ seen }: { seen: JobFilterValues[] }) {
  const [values, setValues] = useState(DEFAULT_JOB_FILTERS);
  return (
    <JobFilters
      values={values}
      onChange={(next) => {
        seen.push(next);
        setValues(next);
      }}
    />
  );
}

describe('JobFilters', () => {
  it('sorts by fewest applicants and narrows to jobs mentioning visa sponsorship, keeping the other choices', async () => {
    const seen: JobFilterValues[] = [];
    const user = userEvent.setup();
    render(<Harness seen={seen} />);
    await user.selectOptions(screen.getByTestId('filter-sort'), 'Fewest applicants first');
    await user.click(screen.getByTestId('filter-sponsorship'));
    expect(seen.at(-1)).toEqual({ ...DEFAULT_JOB_FILTERS, sort: 'applicants', sponsorship: true });
    expect(isFiltered(seen.at(-1)!)).toBe(true);
    // Sorting alone narrows nothing.
    expect(isFiltered(seen[0]!)).toBe(false);
  });
});
