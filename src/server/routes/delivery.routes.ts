// Delivery (docs/product.md#delivery): the zone and fee of a postcode (public), which
// days can be served (signed in), and the warehouse's scheduling (admins only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../domain/messages';
import { isCalendarDateString } from '../../domain/dates';
import { DELIVERY_ZONE_LABELS, quoteForPostcode } from '../../domain/deliveryZones';
import { errorResponse } from '../../domain/schemas/errors';
import { isUuid } from '../../domain/schemas/fields';
import { idParams } from '../../domain/schemas/projects';
import {
  daySetting,
  daySettingBody,
  daySettingParams,
  deliveryDayList,
  deliveryDaysQuery,
  deliveryQuote,
  deliveryQuoteQuery,
  runSheet,
  scheduleBody,
  scheduleResult,
  toScheduleList,
} from '../../domain/schemas/delivery';
import { createGuards } from '../auth/guard';
import type { AppDeps } from '../deps';
import { listDays, listToSchedule, loadRunSheet, scheduleOrder, setDay } from '../services/deliveries';
import { sendError } from './errors';

export const DELIVERY_ADMIN_ONLY = 'Only an admin can schedule deliveries';
export const NOT_A_DAY = 'Day must be a date written YYYY-MM-DD';

export const deliveryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox } = deps;
  const { requireUser, requireAdmin } = createGuards(deps);
  const adminOnly = requireAdmin(DELIVERY_ADMIN_ONLY);
  const tags = ['delivery'];
  const admin = { 401: errorResponse, 403: errorResponse };

  app.get(
    '/api/delivery/quote',
    {
      schema: {
        tags,
        summary: "A postcode's delivery zone and fee (GST inclusive), or freight quoted by staff outside the zones",
        querystring: deliveryQuoteQuery,
        response: { 200: deliveryQuote, 400: errorResponse },
      },
    },
    async (request) => {
      const quote = quoteForPostcode(request.query.postcode);
      return { ...quote, zoneLabel: DELIVERY_ZONE_LABELS[quote.zone], served: quote.feeCents !== null };
    },
  );

  app.get(
    '/api/delivery/days',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Each day from `from` to `to` (at most 120): deliverable (or open for pickup) or why not, with remaining places',
        querystring: deliveryDaysQuery,
        response: { 200: deliveryDayList, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDays(db, request.query, deps.now());
    },
  );

  app.get(
    '/api/delivery/to-schedule',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Orders with delivery or pickup not yet given a day (not dispatched), oldest first',
        response: { 200: toScheduleList, ...admin },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listToSchedule(db);
    },
  );

  app.get(
    '/api/delivery/run-sheet/:day',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "A day's run sheet: deliveries in suburb order, pickups apart",
        params: daySettingParams,
        response: { 200: runSheet, 400: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      const { day } = request.params;
      if (!isCalendarDateString(day)) return sendError(reply, 400, NOT_A_DAY, [{ path: ['params', 'day'], message: NOT_A_DAY }]);
      reply.header('cache-control', 'no-store');
      return loadRunSheet(db, day);
    },
  );

  app.put(
    '/api/delivery/orders/:id/day',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Schedule an order to a day, or move it (the customer is e-mailed); refuses a full, closed or non-delivery day with 409',
        params: idParams,
        body: scheduleBody,
        response: { 200: scheduleResult, 400: errorResponse, 404: errorResponse, 409: errorResponse, 415: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) return sendError(reply, 404, MESSAGES.orderNotFound);
      const outcome = await scheduleOrder(db, outbox, { orderId: id, day: request.body.day, now: deps.now() });
      if (outcome.kind === 'not_found') return sendError(reply, 404, MESSAGES.orderNotFound);
      if (outcome.kind === 'refused') return sendError(reply, 409, outcome.message);
      if (outcome.result.previousDay !== outcome.result.confirmedDay) outbox.wake();
      return outcome.result;
    },
  );

  app.put(
    '/api/delivery/days/:day',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Set a day's delivery capacity, or close it (orders already given the day keep it)",
        params: daySettingParams,
        body: daySettingBody,
        response: { 200: daySetting, 400: errorResponse, 415: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      const { day } = request.params;
      if (!isCalendarDateString(day)) return sendError(reply, 400, NOT_A_DAY, [{ path: ['params', 'day'], message: NOT_A_DAY }]);
      return setDay(db, day, request.body);
    },
  );
};
