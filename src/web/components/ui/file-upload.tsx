// Ark UI FileUpload with the fileUpload slot recipe (src/web/theme/slotRecipes.ts).
import { FileUpload as Ark } from '@ark-ui/react/file-upload';
import { fileUpload } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(fileUpload);

export const Root = withProvider(Ark.Root, 'root');
export const Label = withContext(Ark.Label, 'label');
export const Dropzone = withContext(Ark.Dropzone, 'dropzone');
export const Trigger = withContext(Ark.Trigger, 'trigger');
export const HiddenInput = Ark.HiddenInput;
export const ItemGroup = withContext(Ark.ItemGroup, 'itemGroup');
export const Item = withContext(Ark.Item, 'item');
export const ItemName = withContext(Ark.ItemName, 'itemName');
export const ItemSizeText = withContext(Ark.ItemSizeText, 'itemSizeText');
export const Context = Ark.Context;
