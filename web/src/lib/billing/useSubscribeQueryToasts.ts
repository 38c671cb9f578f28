import { toast } from '@app/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { subscribeQueryToast } from './billing-text';

/** /subscribe?success=true or ?error=…: the spec's toast once, then a clean URL. */
export function useSubscribeQueryToasts() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const shown = subscribeQueryToast(params);
    if (!shown) return;
    toast(shown);
    const next = new URLSearchParams(params);
    next.delete('success');
    next.delete('error');
    setParams(next, { replace: true });
  }, [params, setParams]);
}
