// The same route shape as the console's answer to an unknown /api/v1 path (app/api/v1/[...path]/route.ts).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: 404, message: "No such API route." }, { status: 404 });
}
