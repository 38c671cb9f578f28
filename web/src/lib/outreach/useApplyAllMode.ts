import { useSearchParams } from 'react-router';

const PARAM = 'select';
const VALUE = 'apply-all';

/**
 * Whether a results page is in Apply to All's selection mode: kept in the address (`?select=apply-all`), so a reload
 * or the back button returns to the choice being made.
 */
export function useApplyAllMode() {
  const [params, setParams] = useSearchParams();
  const change = (on: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set(PARAM, VALUE);
        else next.delete(PARAM);
        return next;
      },
      { replace: !on },
    );
  return { active: params.get(PARAM) === VALUE, start: () => change(true), stop: () => change(false) };
}
