// Ark UI Tabs with the tabs slot recipe (src/web/theme/slotRecipes.ts).
import { Tabs as Ark } from '@ark-ui/react/tabs';
import { tabs } from 'styled-system/recipes';
import { createStyleContext } from './styleContext';

const { withProvider, withContext } = createStyleContext(tabs);

export const Root = withProvider(Ark.Root, 'root');
export const List = withContext(Ark.List, 'list');
export const Trigger = withContext(Ark.Trigger, 'trigger');
export const Content = withContext(Ark.Content, 'content');
