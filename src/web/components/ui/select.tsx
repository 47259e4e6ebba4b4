// Ark UI Select with the select slot recipe (src/web/theme/slotRecipes.ts).
import { Select as Ark } from '@ark-ui/react/select';
import { select } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(select);

// Generic over the collection's items, as Ark's Root is (the select recipe has no variants to add).
export const Root = withProvider(Ark.Root, 'root') as typeof Ark.Root;
export const Label = withContext(Ark.Label, 'label');
export const Control = withContext(Ark.Control, 'control');
export const Trigger = withContext(Ark.Trigger, 'trigger');
export const ValueText = withContext(Ark.ValueText, 'valueText');
export const Indicator = withContext(Ark.Indicator, 'indicator');
export const Positioner = withContext(Ark.Positioner, 'positioner');
export const Content = withContext(Ark.Content, 'content');
export const Item = withContext(Ark.Item, 'item');
export const ItemText = withContext(Ark.ItemText, 'itemText');
export const ItemIndicator = withContext(Ark.ItemIndicator, 'itemIndicator');
