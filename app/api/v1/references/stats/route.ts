import { json, withSession } from "@/server/api/handler";
import { getStats } from "@/server/stats/get-stats";

export const GET = withSession(async () => json(await getStats()));
