// Portal entry module. Contract with src/web/routes.tsx: these named exports are lazy-loaded behind
// the RouteGuard and the QueryLayout; PortalLayout renders the authenticated shell around <Outlet />.
export { PortalLayout } from './shell/PortalLayout';
export { DashboardPage } from './dashboard/DashboardPage';
export { ProjectDetailPage } from './project/ProjectDetailPage';
export { OrdersPage } from './orders/OrdersPage';
export { OrderDetailPage } from './orders/OrderDetailPage';
export { OrderWizardPage } from './wizard/OrderWizardPage';
export { DeckLayoutPage } from './DeckLayoutPage';
export { AdminOnly } from './AdminOnly';
export { LeadsPage } from './leads/LeadsPage';
export { LeadDetailPage } from './leads/LeadDetailPage';
export { UsersPage } from './users/UsersPage';
export { QuotesPage } from './quotes/QuotesPage';
export { QuoteEditorPage } from './quotes/QuoteEditorPage';
export { AccountsPage } from './accounts/AccountsPage';
export { AccountPage } from './myAccount/AccountPage';
export { InvitationsPage } from './invitations/InvitationsPage';
export { InvoicesPage } from './invoices/InvoicesPage';
export { InvoiceDetailPage } from './invoices/InvoiceDetailPage';
export { DeliveriesPage } from './deliveries/DeliveriesPage';
export { RunSheetPage } from './deliveries/RunSheetPage';
export { CataloguePage } from './catalogue/CataloguePage';
export { CatalogueItemPage } from './catalogue/CatalogueItemPage';
export { StockPage } from './stock/StockPage';
export { StockItemPage } from './stock/StockItemPage';
export { SamplesPage } from './samples/SamplesPage';
