import {
  COMPOSE_CHECK_BODY_MAX,
  COMPOSE_CHECK_DEBOUNCE_MS,
  type GenerateEmailRequest,
  type GroundingReport,
} from '@app/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from './api-context.js';
import { checkedText, checkRequestFor } from './grounding.js';

/**
 * The grounding report of the text in the compose dialog, kept in step with the user's edits: checked again
 * (`POST /api/compose/check`, no model call) a moment after the last keystroke, and at once when the draft came
 * without a report (one restored from before the Gmail redirect). A failed check keeps the last report.
 */
export function useGroundingCheck(
  request: GenerateEmailRequest,
  subject: string,
  body: string,
  initial: GroundingReport | null,
) {
  const api = useApiClient();
  const text = checkedText(subject, body);
  // The report, and the text it is about (null: none checked yet).
  const [state, setState] = useState({ report: initial, text: initial ? text : null });
  // Only the newest request's answer is taken: an older one may come back later.
  const seq = useRef(0);

  const run = useCallback(
    async (subject: string, body: string, report: GroundingReport | null): Promise<GroundingReport | null> => {
      if (body.length > COMPOSE_CHECK_BODY_MAX) return null;
      const id = ++seq.current;
      try {
        const fresh = await api.checkEmail(checkRequestFor(request, subject, body, report));
        if (id === seq.current) setState({ report: fresh, text: checkedText(subject, body) });
        return fresh;
      } catch {
        return null;
      }
    },
    [api, request],
  );

  useEffect(() => {
    if (text === state.text) return;
    const timer = setTimeout(
      () => void run(subject, body, state.report),
      state.text === null ? 0 : COMPOSE_CHECK_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, subject, body, state.text, state.report, run]);

  return {
    report: state.report,
    /** A new draft (regenerate) with its own report. */
    reset(report: GroundingReport | null, subject: string, body: string) {
      seq.current++;
      setState({ report, text: report ? checkedText(subject, body) : null });
    },
    /** The report of the text as it is now: checked at once when an edit is still waiting for its check. */
    async current(): Promise<GroundingReport | null> {
      if (text === state.text) return state.report;
      return (await run(subject, body, state.report)) ?? state.report;
    },
  };
}
