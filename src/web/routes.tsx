// The route table: every route of docs/product.md#screens-and-routes, plus the aliases the spec's navigation uses
// (/project/{id}, /orders, /orders/create, /orders/{id}) behind the same guard and shell.
//
// Router mode: react-router's declarative <BrowserRouter> + useRoutes over this table, with every
// screen code-split by React.lazy. The data router (createBrowserRouter) was measured at +16.5 KB gzip
// over the declarative one (React + data router alone = 98.5 KB gzip), which makes the landing page's
// 100 KB initial-JS budget (a benchmark target) unreachable; the app uses no loaders/actions, so nothing is lost.
//
// How to add a screen (contract for screen authors):
// - Public page: `const XPage = page(() => import('./pages/XPage'), 'XPage')` and a route
//   `{ path: 'x', element: <XPage /> }` under the PublicLayout children. Pages call usePageMeta().
// - Portal screen: export a named component from src/web/portal/routes.tsx (PortalLayout,
//   DashboardPage, ProjectDetailPage, OrdersPage, OrderDetailPage, OrderWizardPage, DeckLayoutPage, LeadsPage,
//   LeadDetailPage, UsersPage);
//   this table lazy-loads that one module behind the RouteGuard, so nothing of the portal reaches the
//   public pages' bundles. To add a portal screen, export it there and add a line below.
// - Calculator: src/web/calculator/DeckCalculatorPage.tsx exports DeckCalculatorPage (own chunk, so
//   Konva never loads on /).
// - Guarded route needing a role: `<Guard requiredRole="admin" />` as the parent element; inside the
//   portal's guard, the portal's `AdminOnly` (a RoleGuard sharing that guard's session), as the leads do.
// - Screens using react-query sit under <Queries /> (already true for /products, the calculator and
//   the whole portal): it provides the app's one QueryClient, loaded lazily.
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import type { UserRole } from '../domain/constants';
import { PublicLayout } from './layouts/PublicLayout';

/** A lazily loaded screen from a module's named export. */
export function page<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Public pages
const LandingPage = page(() => import('./pages/LandingPage'), 'LandingPage');
const ProductsPage = page(() => import('./pages/ProductsPage'), 'ProductsPage');
const TermsPage = page(() => import('./pages/TermsPage'), 'TermsPage');
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const UnauthorizedPage = page(() => import('./pages/UnauthorizedPage'), 'UnauthorizedPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');
// Reached from e-mails (docs/product.md#accounts); served as index.html like any client route.
const AcceptInvitePage = page(() => import('./pages/account/AcceptInvitePage'), 'AcceptInvitePage');
const ForgotPasswordPage = page(() => import('./pages/account/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./pages/account/ResetPasswordPage'), 'ResetPasswordPage');
// A visitor's own account: the form, and the link of its confirmation e-mail.
const SignupPage = page(() => import('./pages/account/SignupPage'), 'SignupPage');
const VerifyEmailPage = page(() => import('./pages/account/VerifyEmailPage'), 'VerifyEmailPage');
// A design's read-only share link (docs/product.md#designs).
const SharedDesignPage = page(() => import('./pages/deck/SharedDesignPage'), 'SharedDesignPage');
// A customer's quote, accepted online (docs/product.md#quotes).
const PublicQuotePage = page(() => import('./pages/quote/PublicQuotePage'), 'PublicQuotePage');
const calculatorModule = () => import('./calculator/DeckCalculatorPage');
const DeckCalculatorPage = page(calculatorModule, 'DeckCalculatorPage');

// Providers and guard, also lazy (the landing page needs neither react-query nor the auth machine)
const QueryLayout = page(() => import('./api/QueryLayout'), 'QueryLayout');
const RouteGuard = lazy(async () => ({ default: (await import('./auth/RouteGuard')).RouteGuard }));

// Portal screens: one module, owned by the portal's author
const portalModule = () => import('./portal/routes');
const PortalLayout = page(portalModule, 'PortalLayout');
const DashboardPage = page(portalModule, 'DashboardPage');
const ProjectDetailPage = page(portalModule, 'ProjectDetailPage');
const OrdersPage = page(portalModule, 'OrdersPage');
const OrderDetailPage = page(portalModule, 'OrderDetailPage');
const OrderWizardPage = page(portalModule, 'OrderWizardPage');
const DeckLayoutPage = page(portalModule, 'DeckLayoutPage');
const AdminOnly = page(portalModule, 'AdminOnly');
const LeadsPage = page(portalModule, 'LeadsPage');
const LeadDetailPage = page(portalModule, 'LeadDetailPage');
const UsersPage = page(portalModule, 'UsersPage');
const QuotesPage = page(portalModule, 'QuotesPage');
const QuoteEditorPage = page(portalModule, 'QuoteEditorPage');
const AccountsPage = page(portalModule, 'AccountsPage');
const AccountPage = page(portalModule, 'AccountPage');
const InvitationsPage = page(portalModule, 'InvitationsPage');
const InvoicesPage = page(portalModule, 'InvoicesPage');
const InvoiceDetailPage = page(portalModule, 'InvoiceDetailPage');
const DeliveriesPage = page(portalModule, 'DeliveriesPage');
const RunSheetPage = page(portalModule, 'RunSheetPage');
const CataloguePage = page(portalModule, 'CataloguePage');
const CatalogueItemPage = page(portalModule, 'CatalogueItemPage');
const StockPage = page(portalModule, 'StockPage');
const StockItemPage = page(portalModule, 'StockItemPage');
const DriverOnly = page(portalModule, 'DriverOnly');
const RunPage = page(portalModule, 'RunPage');
const SamplesPage = page(portalModule, 'SamplesPage');

// Loading boundaries: lazy screens suspend up to PublicLayout's boundary (which also holds the footer
// back, so nothing visible moves when a page arrives: CLS 0) or, outside it, to AppRoutes' boundary.
// Navigations run in a transition, so the previous screen stays up while the next one loads. A screen
// that wants a spinner for its own lazy parts adds a <Suspense> inside itself.
function Queries() {
  return <QueryLayout />;
}

/**
 * The calculator's react-query provider, with the calculator's own chunk requested at the same time:
 * lazily nested, the screen's chunk would only be asked for once the provider's had arrived.
 */
function CalculatorQueries() {
  void calculatorModule();
  return <QueryLayout />;
}

export function Guard({ requiredRole }: { requiredRole?: UserRole }) {
  return <RouteGuard requiredRole={requiredRole} />;
}

const el = (C: ComponentType) => <C />;

/** The portal screens, reused for the /app paths and the spec's alias paths. */
const portalChildren = (prefix: '' | 'app/'): RouteObject[] => [
  { path: `${prefix}project/:id`, element: el(ProjectDetailPage) },
  { path: `${prefix}orders`, element: el(OrdersPage) },
  { path: `${prefix}orders/create`, element: el(OrderWizardPage) },
  { path: `${prefix}orders/:id`, element: el(OrderDetailPage) },
];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: el(LandingPage) },
      {
        element: <Queries />,
        children: [
          { path: 'products', element: el(ProductsPage) },
          { path: 'deck/:token', element: el(SharedDesignPage) },
          // The quote's lines show stock labels, read through react-query (docs/product.md#stock-and-samples).
          { path: 'quote/:token', element: el(PublicQuotePage) },
        ],
      },
      { path: 'terms', element: el(TermsPage) },
      { path: 'login', element: el(LoginPage) },
      { path: 'unauthorized', element: el(UnauthorizedPage) },
      { path: 'accept-invite', element: el(AcceptInvitePage) },
      { path: 'forgot-password', element: el(ForgotPasswordPage) },
      { path: 'reset-password', element: el(ResetPasswordPage) },
      { path: 'signup', element: el(SignupPage) },
      { path: 'verify-email', element: el(VerifyEmailPage) },
      { path: '*', element: el(NotFoundPage) },
    ],
  },
  { element: <CalculatorQueries />, children: [{ path: 'deck-calculator', element: el(DeckCalculatorPage) }] },
  {
    element: <Guard />,
    children: [
      {
        element: <Queries />,
        children: [
          {
            element: el(PortalLayout),
            children: [
              { path: 'app', element: <Navigate to="/app/dashboard" replace /> },
              { path: 'app/dashboard', element: el(DashboardPage) },
              { path: 'app/deck-layout', element: el(DeckLayoutPage) },
              // Every signed-in user's own account (docs/product.md#trade-accounts).
              { path: 'app/account', element: el(AccountPage) },
              { path: 'app/invitations', element: el(InvitationsPage) },
              ...portalChildren('app/'),
              // The driver's phone page, and a driver's only one (docs/product.md#delivery).
              { element: el(DriverOnly), children: [{ path: 'app/run', element: el(RunPage) }] },
              // One invoice: admins, and whoever the API lets see it (its customer, its company's members).
              { path: 'app/invoices/:id', element: el(InvoiceDetailPage) },
              // The staff inbox (docs/product.md#leads: only admins see and work leads).
              {
                element: el(AdminOnly),
                children: [
                  { path: 'app/leads', element: el(LeadsPage) },
                  { path: 'app/leads/:id', element: el(LeadDetailPage) },
                  // Staff invite and manage users (docs/product.md#accounts).
                  { path: 'app/users', element: el(UsersPage) },
                  // Staff-built quotes (docs/product.md#quotes).
                  { path: 'app/quotes', element: el(QuotesPage) },
                  { path: 'app/quotes/:id', element: el(QuoteEditorPage) },
                  // Staff manage trade accounts (docs/product.md#trade-accounts).
                  { path: 'app/accounts', element: el(AccountsPage) },
                  // Staff follow invoices and record payments (docs/product.md#trade-accounts).
                  { path: 'app/invoices', element: el(InvoicesPage) },
                  // The warehouse schedules deliveries (docs/product.md#delivery).
                  { path: 'app/deliveries', element: el(DeliveriesPage) },
                  { path: 'app/deliveries/:day', element: el(RunSheetPage) },
                  // Staff run the catalogue (docs/product.md#catalogue); /app/catalogue/new is New item.
                  { path: 'app/catalogue', element: el(CataloguePage) },
                  { path: 'app/catalogue/:itemId', element: el(CatalogueItemPage) },
                  // Staff keep the warehouse's stock (docs/product.md#stock-and-samples).
                  { path: 'app/stock', element: el(StockPage) },
                  { path: 'app/stock/:itemId', element: el(StockItemPage) },
                  // Staff post the free samples visitors ask for (docs/product.md#stock-and-samples).
                  { path: 'app/samples', element: el(SamplesPage) },
                ],
              },
              ...portalChildren(''),
            ],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
