// Whether the step on screen was reached from another step (rather than being the one the page opened
// on): then its heading takes the focus, so keyboard and screen-reader users go on from the new step
// instead of from <body> (the card or button they used is gone with the old step).
import { createContext, useContext, useState } from 'react';
import type { WizardStep } from '../../../domain/constants';

export const StepFocusContext = createContext(false);

export const useStepFocus = () => useContext(StepFocusContext);

/** True from the first change of step on; the step the page opens on (after loading) keeps the page's own landing point. */
export function useStepMoved(step: WizardStep | undefined): boolean {
  const [shown, setShown] = useState(step);
  const [moved, setMoved] = useState(false);
  if (step !== shown) {
    setShown(step);
    if (shown !== undefined && step !== undefined) setMoved(true);
  }
  return moved;
}
