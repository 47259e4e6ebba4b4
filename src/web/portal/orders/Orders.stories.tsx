// My Orders table in every state, order detail for a client and an admin, status chips and snackbar.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import { StoryFrame, storyAdminOrders, storyOrderDetail, storyOrders } from '../storyFixtures';
import { OrderDetailView } from './OrderDetailView';
import { OrderEmailsCard } from './OrderEmails';
import { OrderFilters } from './OrderFilters';
import { MyOrdersTable, type OrdersState } from './OrdersTable';
import { StatusChip } from './StatusChip';
import { StatusSnackbar } from './StatusSnackbar';

const meta: Meta = { title: 'Portal/Orders' };
export default meta;
type Story = StoryObj;

const noop = () => undefined;
const table = (state: OrdersState, showOwner = false) => (
  <StoryFrame path="/app/orders">
    <div className={css({ p: '6' })}>
      <MyOrdersTable state={state} showOwner={showOwner} onOpen={noop} createOrderHref="/app/orders/create" />
    </div>
  </StoryFrame>
);
export const ListLoading: Story = { render: () => table({ status: 'pending' }) };
export const ListError: Story = { render: () => table({ status: 'error', message: 'Failed to load orders' }) };
export const ListEmpty: Story = { render: () => table({ status: 'success', orders: [] }) };
export const ListClient: Story = { render: () => table({ status: 'success', orders: storyOrders }) };
export const ListAdminFilters: Story = {
  render: () => (
    <StoryFrame path="/app/orders?status=pending&q=client">
      <div className={css({ p: '6' })}>
        <OrderFilters filters={{ status: 'pending', q: 'client' }} onChange={noop} />
        <MyOrdersTable
          state={{ status: 'success', orders: storyAdminOrders }}
          showOwner
          onOpen={noop}
          createOrderHref="/app/orders/create"
        />
      </div>
    </StoryFrame>
  ),
};
export const ListAdminNoMatch: Story = {
  render: () => (
    <StoryFrame path="/app/orders?q=nobody">
      <div className={css({ p: '6' })}>
        <OrderFilters filters={{ q: 'nobody' }} onChange={noop} />
        <MyOrdersTable
          state={{ status: 'success', orders: [] }}
          showOwner
          onOpen={noop}
          createOrderHref="/app/orders/create"
          noMatchMessage="No orders match this status and search."
        />
      </div>
    </StoryFrame>
  ),
};
export const ListAdminWithOwners: Story = { render: () => table({ status: 'success', orders: storyAdminOrders }, true) };

export const DetailClient: Story = {
  render: () => (
    <StoryFrame path="/app/orders/1">
      <OrderDetailView order={storyOrderDetail(storyOrders[0])} onBack={noop} />
    </StoryFrame>
  ),
};
/** A pickup order placed before prices were kept: estimated prices and the pickup box. */
export const DetailEstimatedPickup: Story = {
  render: () => (
    <StoryFrame path="/app/orders/1">
      <OrderDetailView order={storyOrderDetail(storyOrders[1])} onBack={noop} />
    </StoryFrame>
  ),
};
export const DetailAdmin: Story = {
  render: () => (
    <StoryFrame path="/app/orders/1">
      <OrderDetailView
        order={storyOrderDetail(storyAdminOrders[1])}
        onBack={noop}
        statusControl={{ busy: false, error: undefined, onSelect: noop }}
      />
    </StoryFrame>
  ),
};
export const DetailWithEmails: Story = {
  render: () => (
    <StoryFrame path="/app/orders/1">
      <OrderDetailView
        order={storyOrderDetail(storyOrders[0])}
        onBack={noop}
        emails={
          <OrderEmailsCard
            state={{
              status: 'success',
              emails: [
                {
                  id: 'e1',
                  template: 'order.confirmation',
                  recipient: 'client@boardwalk.example',
                  subject: 'Order BW-3D1F7E2A received',
                  status: 'sent',
                  attempts: 1,
                  createdAt: '2026-11-20T23:12:00.000Z',
                  sentAt: '2026-11-20T23:12:03.000Z',
                },
                {
                  id: 'e2',
                  template: 'order.status',
                  recipient: 'client@boardwalk.example',
                  subject: 'Order BW-3D1F7E2A is now Approved',
                  status: 'retrying',
                  attempts: 2,
                  createdAt: '2026-11-21T01:00:00.000Z',
                  sentAt: null,
                },
              ],
            }}
          />
        }
      />
    </StoryFrame>
  ),
};
export const DetailEmailsLoading: Story = {
  render: () => (
    <StoryFrame path="/app/orders/1">
      <OrderDetailView order={storyOrderDetail(storyOrders[0])} onBack={noop} emails={<OrderEmailsCard state={{ status: 'pending' }} />} />
    </StoryFrame>
  ),
};
export const DetailAdminUpdateFailed: Story = {
  render: () => (
    <StoryFrame path="/app/orders/1">
      <OrderDetailView
        order={storyOrderDetail(storyAdminOrders[2])}
        onBack={noop}
        statusControl={{ busy: false, error: 'Failed to update order status', onSelect: noop }}
      />
    </StoryFrame>
  ),
};
export const StatusChips: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '3', p: '6' })}>
      <StatusChip status="pending" />
      <StatusChip status="approved" />
      <StatusChip status="dispatched" />
    </div>
  ),
};
export const Snackbar: Story = { render: () => <StatusSnackbar message="Order status updated to Approved" onClose={noop} /> };
