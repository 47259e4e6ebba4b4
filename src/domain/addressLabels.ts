// The labels of an address's fields, once for every form and message that names them: the order
// wizard's words (docs/product.md#delivery-step), and the name a trade company gives a saved address.
export const ADDRESS_LABELS = {
  name: 'Address name',
  street: 'Street Address',
  cityPostcode: 'City / Postcode',
} as const;
