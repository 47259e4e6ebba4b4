// Ark UI Dialog with the dialog slot recipe (src/web/theme/slotRecipes.ts): `variant` on Root.
import { Dialog as Ark } from '@ark-ui/react/dialog';
import { dialog } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Ark.Root);
export const Backdrop = withContext(Ark.Backdrop, 'backdrop');
export const Positioner = withContext(Ark.Positioner, 'positioner');
export const Content = withContext(Ark.Content, 'content');
export const Title = withContext(Ark.Title, 'title');
export const Description = withContext(Ark.Description, 'description');
export const CloseTrigger = withContext(Ark.CloseTrigger, 'closeTrigger');
