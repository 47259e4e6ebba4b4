// Ark UI RadioGroup with the radioGroup slot recipe (src/web/theme/slotRecipes.ts): pick a `variant`
// on Root; the parts style themselves.
import { RadioGroup as Ark } from '@ark-ui/react/radio-group';
import { radioGroup } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(radioGroup);

export const Root = withProvider(Ark.Root, 'root');
export const Label = withContext(Ark.Label, 'label');
export const Item = withContext(Ark.Item, 'item');
export const ItemText = withContext(Ark.ItemText, 'itemText');
export const ItemControl = withContext(Ark.ItemControl, 'itemControl');
export const ItemHiddenInput = Ark.ItemHiddenInput;
