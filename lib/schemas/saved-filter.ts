import { z } from "zod";
import { idSchema, paginationSchema, requiredText } from "./common";
import { criteriaParam, criteriaSchema, MAX_CRITERIA_PARAM, searchEntitySchema, type Criterion, type SearchEntity } from "./search";
import "./zod-config";

/**
 * Saved Finder filters (issue "Find anything fast"): a person's criteria for
 * one entity's list, kept on the server; shared ones are offered to everyone.
 */
export const SAVED_FILTER_NAME_MAX = 80;
/** Filters one person may keep of one entity: a person's working set, never a store. */
export const MAX_SAVED_FILTERS_PER_ENTITY = 50;
export const TOO_MANY_FILTERS_MESSAGE = `You can keep at most ${MAX_SAVED_FILTERS_PER_ENTITY} saved filters of one list. Delete one you no longer use first.`;
/** The list's page: the Finder shows this many; the rest are a page away (skip). */
export const SAVED_FILTERS_PAGE_SIZE = 100;

/** At least one condition, and no more than a list's address can carry, so a saved filter always opens as a link. */
const savedFilterCriteria = criteriaSchema
  .min(1, "A saved filter needs at least one condition.")
  .refine((criteria) => criteriaParam(criteria).length <= MAX_CRITERIA_PARAM, "The conditions are too long to save.");
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

export const savedFilterListQuerySchema = paginationSchema.extend({
  entity: searchEntitySchema,
  limit: paginationSchema.shape.limit
    .pipe(z.number().max(SAVED_FILTERS_PAGE_SIZE, `limit cannot be more than ${SAVED_FILTERS_PAGE_SIZE}.`))
    .default(SAVED_FILTERS_PAGE_SIZE),
});

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
