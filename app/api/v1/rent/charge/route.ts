import { rentChargeSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { badRequest } from "@/server/errors";
import { agencyToday } from "@/server/leases/agency-today";
import { chargeRentMonth } from "@/server/rent/charge-rent";

/** Admins: posts `month`'s rent of every lease covering it that has none yet → `{ charged }`. */
export const POST = withSession(
  async ({ req }) => {
    const { month } = await readJson(req, rentChargeSchema);
    if (month > agencyToday().slice(0, 7))
      throw badRequest("month cannot be after the current month.", { month: ["month cannot be after the current month."] });
    return json({ charged: await chargeRentMonth({ month }) });
  },
  { roles: ["admin"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
