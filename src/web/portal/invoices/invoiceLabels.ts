// What the invoice screens say (docs/product.md#trade-accounts): labels live with the views; the API's own
// refusals (INVOICE_MESSAGES, e.g. an overpayment) are shown as the server sent them.
export const invoicePath = (id: string) => `/app/invoices/${encodeURIComponent(id)}`;
export const INVOICES_PATH = '/app/invoices';

export const INVOICE_LABELS = {
  listTitle: 'Invoices',
  listCaption: 'Invoices, newest first',
  listLoadFailed: 'Failed to load invoices',
  loading: 'Loading invoices',
  noInvoices: 'No invoices yet.',
  noMatches: 'No invoices match.',
  company: 'Company',
  allCompanies: 'All companies',
  overdue: 'Overdue',
  searchPlaceholder: 'Number, order, PO or name',
  loadMore: 'Load more',
  exportCsv: 'Export CSV',
  loadingInvoice: 'Loading invoice',
  loadFailed: 'Failed to load the invoice',
  backToList: 'View all invoices',
  downloadPdf: 'Download PDF',
  payments: 'Payments',
  noPayments: 'No payments recorded yet.',
  recordPayment: 'Record payment',
  amount: 'Amount ($)',
  date: 'Date',
  reference: 'Reference',
  recording: 'Recording...',
  recorded: 'Payment recorded',
  recordFailed: 'Failed to record the payment',
} as const;
