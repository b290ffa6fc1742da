import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { emitMallEvent } from '@mall/shared-state';

/** Tells the shell's loading bar while this app's router loads data for a navigation. */
export function NavigationReporter() {
  const { state } = useNavigation();
  const loading = useRef(false);
  useEffect(() => {
    const busy = state !== 'idle';
    if (busy === loading.current) return;
    loading.current = busy;
    emitMallEvent(busy ? 'shell:route-loading' : 'shell:route-ready');
  }, [state]);
  useEffect(
    () => () => {
      if (loading.current) emitMallEvent('shell:route-ready');
    },
    [],
  );
  return null;
}
