// The framework's own floor: an empty route handler of a minimal Next.js app
// (same next and react as the console). `npm run bench` builds and serves it
// beside the console, and compares the console's empty /api/v1 route to it.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: 404, message: "No such API route." }, { status: 404 });
}
