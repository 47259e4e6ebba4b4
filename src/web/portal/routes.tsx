// Portal entry module (owned by the portal screens' author, who replaces these contents).
// Contract with src/web/routes.tsx: export these named components; the router lazy-loads this module
// behind the RouteGuard. PortalLayout renders the authenticated shell around <Outlet />.
import { Outlet, useParams } from 'react-router-dom';
import { css } from 'styled-system/css';

function Screen({ title }: { title: string }) {
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '10' })}>
      <h1 className={css({ textStyle: 'h2' })}>{title}</h1>
    </section>
  );
}

export function PortalLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
export const DashboardPage = () => <Screen title="Projects Dashboard" />;
export function ProjectDetailPage() {
  const { id } = useParams();
  return <Screen title={`Project ${id ?? ''}`} />;
}
export const OrdersPage = () => <Screen title="My Orders" />;
export function OrderDetailPage() {
  const { id } = useParams();
  return <Screen title={`Order ${id ?? ''}`} />;
}
export const OrderWizardPage = () => <Screen title="Create Order" />;
export const DeckLayoutPage = () => <Screen title="Deck Layout" />;
