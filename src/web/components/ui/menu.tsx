// Ark UI Menu with the menu slot recipe (src/web/theme/slotRecipes.ts).
import { Menu as Ark } from '@ark-ui/react/menu';
import { menu } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(Ark.Root);
export const Trigger = withContext(Ark.Trigger, 'trigger');
export const Positioner = withContext(Ark.Positioner, 'positioner');
export const Content = withContext(Ark.Content, 'content');
export const Item = withContext(Ark.Item, 'item');
/** A trigger drawn as one of the site's buttons (the caller passes the button recipe), not the bare menu trigger. */
export const ButtonTrigger = Ark.Trigger;
