// Projects (spec sections 3, 5 and 7).
import { z } from 'zod';
import { isoTimestamp, requiredText } from './fields';

export const PROJECT_NAME_MAX = 120;

/** Trimmed, non-empty (spec section 5: create and rename). */
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
