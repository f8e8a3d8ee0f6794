import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { getStats } from "@/server/stats/get-stats";

export const GET = withSession(async () => json(await getStats()));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
