// Free samples by post (docs/product.md#stock-and-samples): the visitor's request (anonymous, throttled
// per client address like the other public forms, stored with its e-mails before the answer), and for
// admins the list of requests, each colour's sample stock and Mark posted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAMPLE_MESSAGES, sampleColourName } from '../../domain/samples';
import { errorResponse } from '../../domain/schemas/errors';
import {
  sampleCreated,
  sampleIdParams,
  sampleRequestBody,
  sampleRequestList,
  sampleRequestSummary,
  sampleStockBody,
  sampleStockList,
} from '../../domain/schemas/samples';
import { createGuards, currentUser } from '../auth/guard';
import { THROTTLE_POLICY } from '../auth/policy';
import type { AppDeps } from '../deps';
import { addSampleStock, createSampleRequest, listSampleRequests, listSampleStock, markSamplesPosted } from '../services/samples';
import { sendError, TOO_MANY_REQUESTS } from './errors';
import { throttleBeforeBody } from './throttleHook';

export const samplesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, outbox, config, catalogue } = deps;
  const { requireAdmin } = createGuards(deps);
  const adminOnly = requireAdmin(SAMPLE_MESSAGES.adminOnly);
  const tags = ['samples'];
  const admin = { 401: errorResponse, 403: errorResponse };

  app.post(
    '/api/samples',
    {
      bodyLimit: 16 * 1024,
      onRequest: throttleBeforeBody(
        db,
        () => deps.now(),
        (request) => [
          [`samples-burst:address:${request.ip}`, THROTTLE_POLICY.samplesBurstPerAddress],
          [`samples:address:${request.ip}`, THROTTLE_POLICY.samplesPerAddress],
        ],
        TOO_MANY_REQUESTS,
      ),
      schema: {
        tags,
        summary:
          'Ask for free samples of up to 4 board colours, by post (no account): refused (409) within 30 days of a request ' +
          'from the same e-mail or postal address, or when a colour is out of samples',
        body: sampleRequestBody,
        response: {
          201: sampleCreated,
          400: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { boardItems } = await catalogue.get();
      const result = await createSampleRequest(
        db,
        { outbox, salesEmail: config.mail.salesEmail },
        { body: request.body, boardItems, clientAddress: request.ip, now: deps.now() },
      );
      if (result.kind === 'unknown_colour')
        return sendError(reply, 400, SAMPLE_MESSAGES.unknownColour(result.itemId), [
          { path: ['body', 'colours'], message: SAMPLE_MESSAGES.unknownColour(result.itemId) },
        ]);
      if (result.kind === 'repeat') return sendError(reply, 409, result.message);
      if (result.kind === 'out_of_stock') return sendError(reply, 409, SAMPLE_MESSAGES.outOfStock(sampleColourName(result.colour)));
      outbox.wake();
      return reply.code(201).send({ id: result.id });
    },
  );

  app.get(
    '/api/samples',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Sample requests: those still to post first (oldest first), then the latest posted',
        response: { 200: sampleRequestList, ...admin },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { requests: await listSampleRequests(db) };
    },
  );

  app.post(
    '/api/samples/:id/posted',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Mark posted: the samples leave their stock and the customer is e-mailed',
        params: sampleIdParams,
        response: { 200: sampleRequestSummary, 400: errorResponse, 404: errorResponse, 409: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      const result = await markSamplesPosted(db, outbox, { id: request.params.id, userId: currentUser(request).id, now: deps.now() });
      if (result.kind === 'not_found') return sendError(reply, 404, SAMPLE_MESSAGES.notFound);
      if (result.kind === 'already_posted') return sendError(reply, 409, SAMPLE_MESSAGES.alreadyPosted);
      outbox.wake();
      return result.request;
    },
  );

  app.get(
    '/api/samples/stock',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Each colour's samples: on hand and reserved by requests not yet posted",
        response: { 200: sampleStockList, ...admin },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { boardItems } = await catalogue.get();
      return listSampleStock(db, boardItems);
    },
  );

  app.post(
    '/api/samples/stock',
    {
      preValidation: adminOnly,
      bodyLimit: 4096,
      schema: {
        tags,
        summary: "Samples in: a delivery of a colour's samples (quantity and reference) added to its stock, with its ledger row",
        body: sampleStockBody,
        response: { 200: sampleStockList, 400: errorResponse, 404: errorResponse, 415: errorResponse, ...admin },
      },
    },
    async (request, reply) => {
      const { boardItems } = await catalogue.get();
      if (!(await addSampleStock(db, boardItems, { ...request.body, userId: currentUser(request).id })))
        return sendError(reply, 404, SAMPLE_MESSAGES.unknownColour(request.body.itemId));
      return listSampleStock(db, boardItems);
    },
  );
};
