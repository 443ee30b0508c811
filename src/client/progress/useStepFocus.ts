import { useEffect, useRef } from 'react';

/**
 * Moves focus to the step's heading (#step-heading) and scrolls to the top whenever the step changes,
 * so screen readers announce the new step; the first render is left alone, as the page has just opened.
 */
export function useStepFocus(stepKey: string): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('step-heading')?.focus();
    window.scrollTo({ top: 0 });
  }, [stepKey]);
}
