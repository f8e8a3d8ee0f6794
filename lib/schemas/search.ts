import { z } from "zod";
import { LIST_NAMES } from "@/lib/list-view";
import {
  MAX_CRITERIA,
  MAX_CRITERIA_PARAM,
  MAX_CRITERIA_VALUES_TOTAL,
  MAX_CRITERION_TEXT,
  MAX_CRITERION_VALUES,
  MAX_FIELD_NAME,
  OPERATORS,
  TOO_MANY_VALUES_MESSAGE,
  valueCount,
  type Criterion,
  type Operator,
} from "./criteria-rules";
import "./zod-config";

export {
  checkCriteria,
  criteriaParam,
  isListOperator,
  LIST_OPERATORS,
  MAX_CRITERIA,
  MAX_CRITERIA_PARAM,
  MAX_CRITERIA_VALUES_TOTAL,
  MAX_CRITERION_TEXT,
  MAX_CRITERION_VALUES,
  OPERATORS,
  type Criterion,
  type Operator,
} from "./criteria-rules";

/**
 * Finding things (PRODUCT.md#finder Finder dialog, "Search criterion" and
 * "Searchable field definition"): the criteria every list, export and saved
 * filter takes, the table view's sort controls, quick-find and saved filters.
 * The browser builds and checks criteria with these; the server checks them
 * again against the entity's fields (server/search/fields), which decide
 * which field names and values exist.
 */

/** The entities with a Finder — every record list (lib/list-view.ts) —, by the names of their screens (GET /search/fields/{entity}, GET /export/{entity}). */
export const SEARCH_ENTITIES = LIST_NAMES;
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];

export const searchEntitySchema = z.enum(SEARCH_ENTITIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === "" ? "entity is required." : `entity must be one of: ${SEARCH_ENTITIES.join(", ")}.`,
});

export const FIELD_TYPES = ["string", "number", "boolean", "lookup", "date"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The operators each field type takes (a field may offer fewer; its `options` list them). */
export const OPERATORS_BY_TYPE = {
  string: ["contains", "notContains", "equals", "startsWith"],
  number: ["eq", "ne", "gt", "gte", "lt", "lte"],
  date: ["eq", "ne", "gt", "gte", "lt", "lte"],
  boolean: ["eq"],
  lookup: ["eq", "ne", "in", "notIn"],
} as const satisfies Record<FieldType, readonly Operator[]>;

/** What the Finder's operator dropdown says, per field type. */
export const OPERATOR_NAMES: { [Type in FieldType]: Record<(typeof OPERATORS_BY_TYPE)[Type][number], string> } = {
  string: { contains: "Contains", notContains: "Does not contain", equals: "Is exactly", startsWith: "Starts with" },
  number: { eq: "Equals", ne: "Does not equal", gt: "More than", gte: "At least", lt: "Less than", lte: "At most" },
  date: { eq: "On", ne: "Not on", gt: "After", gte: "On or after", lt: "Before", lte: "On or before" },
  boolean: { eq: "Is" },
  lookup: { eq: "Is", ne: "Is not", in: "Is any of", notIn: "Is none of" },
};

/**
 * Operators whose value may be a list of values (the Finder's chips): any of
 * them for contains, equals, startsWith, lookup eq and in; none of them for
 * notContains, lookup ne and notIn.
 */
export const MULTI_VALUE_OPERATORS: { [Type in FieldType]: readonly Operator[] } = {
  string: ["contains", "notContains", "equals", "startsWith"],
  number: [],
  date: [],
  boolean: [],
  lookup: ["eq", "ne", "in", "notIn"],
};

const criterionText = z.string().max(MAX_CRITERION_TEXT, `A value must be at most ${MAX_CRITERION_TEXT} characters.`);

/** One condition: `{ fieldName, operator, value }` (PRODUCT.md#finder). The field decides what `value` must be. */
export const criterionSchema = z.object({
  fieldName: z
    .string({ error: "fieldName is required." })
    .trim()
    .min(1, "fieldName is required.")
    .max(MAX_FIELD_NAME, `fieldName must be at most ${MAX_FIELD_NAME} characters.`),
  operator: z.enum(OPERATORS, {
    error: (issue) => (issue.input === undefined ? "operator is required." : `operator must be one of: ${OPERATORS.join(", ")}.`),
  }),
  value: z.union(
    [
      criterionText,
      z.number(),
      z.boolean(),
      z
        .array(criterionText)
        .min(1, "A list of values needs at least one value.")
        .max(MAX_CRITERION_VALUES, `A list of values takes at most ${MAX_CRITERION_VALUES} values.`),
    ],
    {
      error: (issue) =>
        issue.input === undefined ? "value is required." : "value must be text, a number, true or false, or a list of texts.",
    },
  ),
}) satisfies z.ZodType<Criterion>;

/** The conditions of one search, all of which must hold (AND). */
export const criteriaSchema = z
  .array(criterionSchema)
  .max(MAX_CRITERIA, `At most ${MAX_CRITERIA} conditions.`)
  .refine((criteria) => valueCount(criteria) <= MAX_CRITERIA_VALUES_TOTAL, TOO_MANY_VALUES_MESSAGE);

/** `criteria` in a list's query string: the criteria array as JSON (URL-encoded in the URL). Blank = none. */
export const criteriaParamSchema = z
  .string()
  .max(MAX_CRITERIA_PARAM, "criteria is too long.")
  .optional()
  .transform((text, ctx) => {
    if (!text || !text.trim()) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "criteria must be a JSON array of { fieldName, operator, value }." });
      return z.NEVER;
    }
  })
  .pipe(criteriaSchema.optional());

// ---------------------------------------------------------------- sorting (the table view)

/**
 * The names each list sorts by: the names of its JSON, dotted for nested
 * values. Anything else is a 400. Every sort ends with the id, so pages never
 * overlap; empty values sort last.
 */
export const LIST_SORTS = {
  clients: ["name", "contactFirstName", "contactLastName", "contactPrimaryNumber", "contactEmailAddress", "createdAt", "updatedAt"],
  "service-providers": [
    "name",
    "contactFirstName",
    "contactLastName",
    "contactPrimaryNumber",
    "contactEmailAddress",
    "createdAt",
    "updatedAt",
  ],
  listings: [
    "propertyName",
    "location",
    "status",
    "listingType",
    "propertyType",
    "zoning",
    "clientRef.name",
    "propertySpecialistRef.firstName",
    "propertySpecialistRef.lastName",
    "cost.salePriceInUS",
    "cost.rentalPriceInUS",
    "cost.negotiable",
    "size.lotSizeSqFeet",
    "size.lotSizeAcres",
    "size.propertySizeSqFeet",
    "rooms.bedrooms",
    "rooms.bathrooms",
    "currentLease.startDate",
    "currentLease.endDate",
    "createdAt",
    "updatedAt",
  ],
  "service-orders": [
    "orderNumber",
    "name",
    "status",
    "serviceDueDateTime",
    "listing.propertyName",
    "serviceProvider.name",
    "created_by.name",
    "createdAt",
    "updatedAt",
  ],
  reminders: ["name", "dateTime", "nextOccurrence", "frequency", "property.propertyName", "createdAt", "updatedAt"],
  accounts: ["name", "accountBalance", "entryCount"],
  users: ["firstName", "lastName", "userName", "email", "role", "isActive"],
  tenants: ["name", "companyName", "email", "phone", "createdAt", "updatedAt"],
} as const satisfies Record<SearchEntity, readonly string[]>;
export type ListSort<Entity extends SearchEntity> = (typeof LIST_SORTS)[Entity][number];

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/**
 * `criteria`, `sort` and `order` of an entity's list (and export). Without
 * `sort` the list keeps its own order; `order` alone reverses or keeps the
 * direction of the list's first sort key.
 */
export function listControls<Entity extends SearchEntity>(entity: Entity) {
  const names = LIST_SORTS[entity] as readonly ListSort<Entity>[] as [ListSort<Entity>, ...ListSort<Entity>[]];
  return {
    criteria: criteriaParamSchema,
    sort: z.preprocess(blankAsAbsent, z.enum(names, { error: `sort must be one of: ${names.join(", ")}.` }).optional()),
    order: z.preprocess(blankAsAbsent, z.enum(SORT_ORDERS, { error: "order must be asc or desc." }).optional()),
  };
}

// ---------------------------------------------------------------- field definitions (GET /search/fields/{entity})

export interface SearchFieldOption {
  operator: Operator;
  /** What the operator dropdown shows. */
  name: string;
  /** The value may be a list (chips): any of them, or none of them for notContains and ne. */
  multiple: boolean;
}

/**
 * Where a record lookup's values come from when they are too many to list:
 * the combobox searches `endpoint` with `searchParam` (the list's own text
 * filter), shows `labelFields` joined by a space, sends `_id` as the value,
 * and reads one record's label from `details` ({id} replaced).
 */
export interface SearchFieldLookup {
  endpoint: string;
  searchParam: string;
  labelFields: string[];
  details: string;
}

/** PRODUCT.md#finder "Searchable field definition", plus how lookups find their values. */
export interface SearchFieldDefinition {
  /** The criterion's fieldName (dotted for nested values, as in the list's JSON). */
  field: string;
  title: string;
  type: FieldType;
  options: SearchFieldOption[];
  /** Every value a lookup (or enumeration) takes, with its label: enumerations, roles, specialists. */
  list?: { value: string; name: string }[];
  /** Record lookups with too many values to list (clients, listings, providers). */
  lookup?: SearchFieldLookup;
  /** A date field holding a date-time: compared by the agency's calendar day (APP_TIME_ZONE). */
  dateTime?: boolean;
  /** Phone numbers: matched by their digits, whatever the punctuation. */
  phone?: boolean;
}

// ---------------------------------------------------------------- quick-find (GET /search)

export const QUICK_FIND_MIN_LENGTH = 2;
export const QUICK_FIND_MAX_LENGTH = 100;
export const QUICK_FIND_DEFAULT_LIMIT = 5;
export const QUICK_FIND_MAX_LIMIT = 20;
/** Matches counted per kind at most (`counts`): a count of this much means "this many or more" ("1,000+"). */
export const QUICK_FIND_COUNT_CAP = 1000;

export const quickFindQuerySchema = z.object({
  q: z
    .string({ error: "q is required." })
    .trim()
    .min(QUICK_FIND_MIN_LENGTH, `Type at least ${QUICK_FIND_MIN_LENGTH} characters.`)
    .max(QUICK_FIND_MAX_LENGTH, `q must be at most ${QUICK_FIND_MAX_LENGTH} characters.`),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(QUICK_FIND_MAX_LIMIT, `limit cannot be more than ${QUICK_FIND_MAX_LIMIT}.`)
    .default(QUICK_FIND_DEFAULT_LIMIT),
});
export type QuickFindQuery = z.output<typeof quickFindQuerySchema>;

/** One record found: what to show and where its page is. */
export interface QuickFindHit {
  _id: string;
  label: string;
  detail: string;
  href: string;
}

export interface QuickFindResults {
  clients: QuickFindHit[];
  listings: QuickFindHit[];
  serviceProviders: QuickFindHit[];
  serviceOrders: QuickFindHit[];
  reminders: QuickFindHit[];
  /** Documents by title (issue 30): each opens its record's page; users' documents for admins only. */
  documents: QuickFindHit[];
  /** Tenants by name, e-mail and phone digits (issue 42 §1). */
  tenants: QuickFindHit[];
  /** Admins only: absent for everyone else. */
  users?: QuickFindHit[];
  /** How many records of each kind match, up to QUICK_FIND_COUNT_CAP (the hits are the first of them). */
  counts: Partial<Record<QuickFindKind, number>>;
}

export type QuickFindKind = "clients" | "listings" | "serviceProviders" | "serviceOrders" | "reminders" | "tenants" | "documents" | "users";
