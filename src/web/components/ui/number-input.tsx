// Ark UI NumberInput with the numberInput slot recipe (src/web/theme/slotRecipes.ts).
import { NumberInput as Ark } from '@ark-ui/react/number-input';
import { numberInput } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(numberInput);

export const Root = withProvider(Ark.Root, 'root');
export const Label = withContext(Ark.Label, 'label');
export const Control = withContext(Ark.Control, 'control');
export const Input = withContext(Ark.Input, 'input');
export const DecrementTrigger = withContext(Ark.DecrementTrigger, 'decrementTrigger');
export const IncrementTrigger = withContext(Ark.IncrementTrigger, 'incrementTrigger');
