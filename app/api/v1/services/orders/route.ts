import { serviceOrderListQuerySchema } from "@/lib/schemas/service-order";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findServiceOrderGroups, findServiceOrders } from "@/server/service-orders/find-service-orders";

/**
 * A flat page (array, X-Total-Count), or with sortItems=true the five groups
 * {pastDue, approved, pending, declined, completed}; each group's full count
 * is in X-Group-Counts (JSON) and their sum in X-Total-Count.
 */
export const GET = withSession(async ({ req }) => {
  const query = readQuery(req, serviceOrderListQuerySchema);
  if (!query.sortItems) {
    const { items, total } = await findServiceOrders(query);
    return listResponse(items, total);
  }
  const { groups, counts } = await findServiceOrderGroups(query);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return json(groups, {
    headers: {
      "X-Total-Count": String(total),
      "X-Group-Counts": JSON.stringify(counts),
      "Access-Control-Expose-Headers": "X-Total-Count, X-Group-Counts",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
