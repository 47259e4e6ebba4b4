// Panda theme: tokens, semantic tokens, text styles and recipes, in one place so the app and
// Storybook agree. See recipes.ts for how screens use the recipes.
import { tokens, semanticTokens, textStyles } from './tokens';
import { recipes } from './recipes';
import { slotRecipes } from './slotRecipes';
import { layoutRecipes, layoutSlotRecipes } from './layoutRecipes';

export const theme = {
  extend: {
    tokens,
    semanticTokens,
    textStyles,
    recipes: { ...recipes, ...layoutRecipes },
    slotRecipes: { ...slotRecipes, ...layoutSlotRecipes },
  },
};
