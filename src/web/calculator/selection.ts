// Brand and colour choice of the calculator (docs/product.md#screens-and-routes, docs/product.md#flows, docs/product.md#validation-rules):
// read from the ?brand and ?color
// query parameters, which are the single source of truth (a colour change replaces `color` in the
// URL, so reloading or sharing the link keeps the choice).
import { BRANDS, brandFromParam, calculatorColors, defaultColor, findColor, type BoardItem, type Brand } from '../../domain/catalogue';

export const DEFAULT_BRAND: Brand = 'WoodEvo';

export interface CalculatorSelection {
  brand: Brand;
  /** Grooved colours of the brand that have a colour value, one per colour. */
  colors: BoardItem[];
  /** The chosen colour: the requested one, else the first with an image, else the first. */
  color: BoardItem | null;
  /** ?brand was given but is neither woodevo nor millboard (reported, never shown). */
  invalidBrandParam: string | null;
  /** ?color was given but matches no offered colour (reported, never shown). */
  unknownColorParam: string | null;
}

/**
 * Resolves the query parameters against the catalogue. Without a valid ?brand, a ?color that names a
 * colour of the other brand selects that brand, so a shared Millboard link opens on Millboard.
 */
export function resolveSelection(items: readonly BoardItem[], brandParam: string | null, colorParam: string | null): CalculatorSelection {
  const requested = brandFromParam(brandParam);
  const invalidBrandParam = brandParam !== null && brandParam.trim() !== '' && requested === null ? brandParam : null;
  let brand = requested ?? DEFAULT_BRAND;
  if (!requested && colorParam) {
    const owner = BRANDS.find((b) => findColor(calculatorColors(items, b), colorParam));
    if (owner) brand = owner;
  }
  const colors = calculatorColors(items, brand);
  const found = findColor(colors, colorParam);
  const unknownColorParam = colorParam !== null && colorParam.trim() !== '' && !found && colors.length > 0 ? colorParam : null;
  return { brand, colors, color: found ?? defaultColor(colors), invalidBrandParam, unknownColorParam };
}

/** Query string after choosing a colour: `color` replaced, everything else kept. */
export function withColor(params: URLSearchParams, itemId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('color', itemId);
  return next;
}

/** Query string after choosing a brand: `brand` set, `color` dropped so the brand's default applies. */
export function withBrand(params: URLSearchParams, brand: Brand): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('brand', brand.toLowerCase());
  next.delete('color');
  return next;
}

/** Query string naming the saved design the calculator edits (`design`), or none; a `shared` link is spent once opened. */
export function withDesign(params: URLSearchParams, designId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (designId) next.set('design', designId);
  else next.delete('design');
  next.delete('shared');
  return next;
}

/** Query string after a design or shared link was loaded: its brand and colour; the `shared` token dropped. */
export function withLoadedSelection(params: URLSearchParams, brand: string, colorItemId: string | null): URLSearchParams {
  const known = brandFromParam(brand);
  let next = known ? withBrand(params, known) : new URLSearchParams(params);
  if (colorItemId) next = withColor(next, colorItemId);
  next.delete('shared');
  return next;
}
