// Ark UI SegmentGroup with the segmentGroup slot recipe (src/web/theme/slotRecipes.ts).
import { SegmentGroup as Ark } from '@ark-ui/react/segment-group';
import { segmentGroup } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(segmentGroup);

export const Root = withProvider(Ark.Root, 'root');
export const Label = withContext(Ark.Label, 'label');
export const Indicator = withContext(Ark.Indicator, 'indicator');
export const Item = withContext(Ark.Item, 'item');
export const ItemText = withContext(Ark.ItemText, 'itemText');
export const ItemControl = withContext(Ark.ItemControl, 'itemControl');
export const ItemHiddenInput = Ark.ItemHiddenInput;
