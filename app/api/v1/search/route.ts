import { quickFindQuerySchema } from "@/lib/schemas/search";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { quickFind } from "@/server/search/quick-find";

/** Quick-find: `{ clients, listings, serviceProviders, serviceOrders, reminders, users? }` (users for admins only). */
export const GET = withSession(async ({ req, actor }) => json(await quickFind(readQuery(req, quickFindQuerySchema), actor)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
