import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getDepositSettlement } from "@/server/deposits/deposit-settlement";

/** The lease's deposit settlement, or 404 while it is not settled. */
export const GET = withSession<{ id: string }>(async ({ params }) => json(await getDepositSettlement(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
