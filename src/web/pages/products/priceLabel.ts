// "$rate per unit" with 2 decimals (spec section 9).
export function priceLabel(rate: number, unit: string): string {
  return `$${rate.toFixed(2)} per ${unit}`;
}
