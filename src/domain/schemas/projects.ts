// Projects (docs/product.md#records-and-fields, docs/product.md#validation-rules, docs/product.md#calls).
import { z } from 'zod';
import { isoTimestamp, requiredText } from './fields';

export const PROJECT_NAME_MAX = 120;

/** Trimmed, non-empty (docs/product.md#validation-rules: create and rename). */
export const projectName = requiredText('Project name', PROJECT_NAME_MAX);

export const projectCreate = z.object({ name: projectName });
export const projectUpdate = z.object({ name: projectName });

export const project = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

export const projectList = z.array(project);

export const idParams = z.object({ id: z.string().max(100) });

export type Project = z.infer<typeof project>;
