import { lateFeePassSchema } from "@/lib/schemas/lease";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { badRequest } from "@/server/errors";
import { agencyToday } from "@/server/leases/agency-today";
import { chargeLateFees } from "@/server/rent/late-fees";

/** Admins: the late-fee pass for one day (not in the future) → `{ posted }`; a second call for the day posts nothing. */
export const POST = withSession(
  async ({ req }) => {
    const { date } = await readJson(req, lateFeePassSchema);
    if (date > agencyToday()) throw badRequest("date cannot be in the future.", { date: ["date cannot be in the future."] });
    return json({ posted: await chargeLateFees({ day: date }) });
  },
  { roles: ["admin"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
