import { activityQuerySchema } from "@/lib/schemas/history";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findActivity } from "@/server/history/find-activity";

/** Every change (admins only), newest first: by person, kind of record and agency days. */
export const GET = withSession(
  async ({ req, actor }) => {
    const { items, total } = await findActivity({ query: readQuery(req, activityQuerySchema), actor });
    return listResponse(items, total);
  },
  { roles: ["admin"] },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
