import { z } from "zod";
import { idSchema, requiredText } from "./common";
import { criteriaSchema, searchEntitySchema, type Criterion, type SearchEntity } from "./search";
import "./zod-config";

/**
 * Saved Finder filters (issue "Find anything fast"): a person's criteria for
 * one entity's list, kept on the server; shared ones are offered to everyone.
 */
export const SAVED_FILTER_NAME_MAX = 80;

const savedFilterCriteria = criteriaSchema.min(1, "A saved filter needs at least one condition.");
const sharedFlag = z.boolean({ error: "shared must be true or false." });

export const createSavedFilterSchema = z.object({
  entity: searchEntitySchema,
  name: requiredText("Name", SAVED_FILTER_NAME_MAX),
  criteria: savedFilterCriteria,
  shared: sharedFlag.default(false),
});

/** `_id` and any of name, criteria, shared (what is absent stays); the entity never changes. */
export const updateSavedFilterSchema = z.object({
  _id: idSchema,
  name: requiredText("Name", SAVED_FILTER_NAME_MAX).optional(),
  criteria: savedFilterCriteria.optional(),
  shared: sharedFlag.optional(),
});

export const savedFilterListQuerySchema = z.object({ entity: searchEntitySchema });

export type CreateSavedFilterInput = z.output<typeof createSavedFilterSchema>;
export type UpdateSavedFilterInput = z.output<typeof updateSavedFilterSchema>;

export interface SavedFilterDto {
  _id: string;
  entity: SearchEntity;
  name: string;
  criteria: Criterion[];
  shared: boolean;
  owner: { _id: string; name: string };
  /** The caller saved it. */
  isOwn: boolean;
  /** The caller may change or delete it (its owner, or an admin). */
  canChange: boolean;
  createdAt: string;
  updatedAt: string;
}
