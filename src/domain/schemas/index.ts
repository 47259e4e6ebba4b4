// One import point for browser and server.
export * from './auth';
export * from './errors';
export * from './fields';
export * from './inventory';
export * from './leads';
export * from './leadsInbox';
export * from './orders';
export * from './projects';
export * from './designs';
export * from './overview';
export * from './quotes';
export * from './delivery';
export * from './invoices';
