// User-facing messages of docs/product.md#screens-and-routes, docs/product.md#validation-rules, docs/product.md#error-messages, quoted
// exactly. Apart from constants.ts so that
// the app's entry, which imports constants for the header and footer, does not carry them all.
import { PAGE_CRASH_HEADING } from './constants';

/** The message of the 409 a changed price answers, and the title of what the page shows then (docs/product.md#catalogue). */
export const PRICES_UPDATED = 'Prices updated';

export const MESSAGES = {
  // Order wizard, delivery step (docs/product.md#validation-rules)
  selectDeliveryMethod: 'Please select a delivery method to continue',
  selectPreferredDate: 'Please select a preferred date to continue',
  fillDeliveryAddress: 'Please fill in all delivery address fields',
  // The spec requires "today or later" but names no text for a past date; this one is ours.
  preferredDateNotPast: 'Please select a preferred date of today or later',
  deliveryConfirmNote: 'We will contact you to confirm availability.',
  // Hardware suggestions (docs/product.md#validation-rules)
  selectBoardsForHardware: 'Please select boards to see hardware suggestions',
  noHardwareSuggestions: 'No hardware suggestions available for your selected boards.',
  loadingCatalog: 'Loading product catalog...',
  // docs/product.md#error-messages
  boardConfigLoadFailed: 'Failed to load product data. Please try refreshing the page.',
  hardwareLoadFailed: 'Failed to load hardware items',
  projectsLoadFailed: 'Failed to load projects',
  projectCreateFailed: 'Failed to create project',
  orderSubmitFailed: 'Failed to submit order',
  // Ours (docs/product.md#order-wizard-steps): the summary of an order without a line, Submit Order disabled.
  orderHasNoItems: 'Your order has no items: go back to add boards or hardware.',
  // Ours (beyond the spec): the wizard's running total when a line has no catalogue price to show.
  pricesUnavailable: 'Some prices could not be loaded. The order is priced from the catalogue when it is placed.',
  fetchBoardConfigFailed: 'Failed to fetch board configuration',
  fetchInventoryItemsFailed: 'Failed to fetch inventory items',
  fetchBoardItemsFailed: 'Failed to fetch board items',
  fetchHardwareItemsFailed: 'Failed to fetch hardware items',
  noImage: 'No Image',
  imageUnavailable: 'Image unavailable',
  loginFailed: 'Login failed',
  orderNotFound: 'Order not found',
  orderLoadFailed: 'Failed to load order details',
  reorderLoadFailed: 'Failed to load the order to repeat. Please try again.',
  orderStatusUpdateFailed: 'Failed to update order status',
  projectLoadFailed: 'Failed to load project',
  projectUpdateFailed: 'Failed to update project',
  projectNotFound: 'Project not found',
  productsLoadFailed: 'Failed to load products. Please try again later.',
  productsErrorHeading: 'Error Loading Products',
  noProductsHeading: 'No Products Found',
  quoteMissingFields: 'Please fill in all required fields',
  quoteZeroArea: 'Please ensure you have added some deck areas',
  quoteSubmitFailed: 'Error submitting quote. Please try again.',
  quoteSuccess: 'Quote request submitted successfully! We will get back to you soon.',
  contactPrivacyRequired: 'Please accept the privacy policy to continue',
  contactSubmitFailed: 'Error submitting form. Please try again.',
  contactSuccess: 'Message Sent Successfully',
  pageCrashHeading: PAGE_CRASH_HEADING,
  // Legacy calculator (docs/product.md#validation-rules)
  legacyMissingFields: 'Please fill in all required fields',
  // Empty states (docs/product.md#screens-and-routes)
  noProjects: 'No projects found. Create your first project to get started!',
  noOrders: 'No orders found',
  noProjectOrders: 'No orders found for this project',
  accessDenied: 'Access Denied',
  accessDeniedDetail: "You don't have permission to access this resource",
  installerPortalNote: 'Access your installer dashboard and project assignments',
} as const;
