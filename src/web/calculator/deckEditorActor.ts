// The deck calculator's editor actor: one per drawing screen, provided at its root (DeckCalculatorPage's
// DrawingScreen, started with a restored drawing as input); the canvas, toolbar and shape list read it
// with useSelector and send it their pointer, key and control events.
import { createActorContext } from '@xstate/react';
import { calculatorEditorMachine } from '../../../machines/calculatorEditor.machine';
import { getInspect } from '../inspect';

export const DeckEditorContext = createActorContext(calculatorEditorMachine, { inspect: getInspect() });
