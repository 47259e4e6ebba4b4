// The one error body of the API (docs/product.md#api-conventions): the browser reads `message`; `issues` names fields.
import { z } from 'zod';

export const validationIssue = z
  .object({
    path: z
      .array(z.union([z.string(), z.number()]))
      .describe("Where the problem is, starting with the request part: ['body', 'boards', 0, 'quantity']"),
    message: z.string(),
    code: z.string().optional(),
  })
  .describe('One problem with the input');

export const errorResponse = z.object({
  message: z.string().describe('Human-readable; the first issue when there are several'),
  issues: z.array(validationIssue).optional(),
});

export type ValidationIssue = z.infer<typeof validationIssue>;
