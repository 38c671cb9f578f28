import type { MatchScore } from '@app/types';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchReasons, MatchScoreBadge } from './MatchScoreBadge.js';

const match: MatchScore = {
  score: 41,
  matchedSkills: ['React', 'TypeScript'],
  missingSkills: ['GraphQL'],
  reasons: [
    { kind: 'years', polarity: 'minus', weight: 38, text: 'Asks 8+ years, you have 4' },
    { kind: 'skills', polarity: 'plus', weight: 30, text: '4 of 5 must-have skills (missing GraphQL)' },
    { kind: 'level', polarity: 'minus', weight: 20, text: 'Senior role, you have 4 years' },
    { kind: 'location', polarity: 'plus', weight: 8, text: 'In Bengaluru, as you searched' },
  ],
};

describe('the match score on a job card', () => {
  it('shows the score and its three strongest reasons, each saying whether it counts for or against', () => {
    render(
      <div>
        <MatchScoreBadge match={match} />
        <MatchReasons match={match} />
      </div>,
    );
    expect(screen.getByTestId('match-score').textContent).toBe('41% match');
    const reasons = screen.getByTestId('match-reasons');
    expect(reasons.textContent).toBe(
      'Against: Asks 8+ years, you have 4 · For: 4 of 5 must-have skills (missing GraphQL) · Against: Senior role, you have 4 years',
    );
    expect(reasons.textContent).not.toContain('Bengaluru');
    const polarities = [...reasons.querySelectorAll('[data-polarity]')].map((e) => e.getAttribute('data-polarity'));
    expect(polarities).toEqual(['minus', 'plus', 'minus']);
  });

  it('shows no reasons for a result scored before they existed', () => {
    render(<MatchReasons match={{ ...match, reasons: [] }} />);
    expect(screen.queryByTestId('match-reasons')).toBeNull();
  });
});
