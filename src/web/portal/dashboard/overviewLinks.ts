// The filtered lists the admin overview's figures open: the inbox's new leads of each kind, and the
// orders Pending and Approved.
import type { LeadKind } from '../../../domain/leads';
import type { OrderStatus } from '../../../domain/schemas/orders';
import { orderFilterParams } from '../../api/orders';
import { paramsOf } from '../leads/leadFilter';

export const newLeadsPath = (kind: LeadKind) => `/app/leads?${paramsOf({ kind, status: 'new', q: '' }).toString()}`;
export const ordersWithStatusPath = (status: OrderStatus) => `/app/orders?${orderFilterParams({ status }).toString()}`;
