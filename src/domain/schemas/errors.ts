// The one error body of the API (DESIGN.md): the browser reads `message`; `issues` names fields.
import { z } from 'zod';

export const validationIssue = z
  .object({
    path: z.string().describe('Dotted path of the field, e.g. boards.0.quantity; empty for the whole body'),
    message: z.string(),
  })
  .describe('One problem with the input');

export const errorResponse = z.object({
  message: z.string(),
  issues: z.array(validationIssue).optional(),
});

export type ValidationIssue = z.infer<typeof validationIssue>;
export type ErrorResponse = z.infer<typeof errorResponse>;
