import { NotFoundNotice } from "@/components/ui/not-found-notice";

/** Outside the console (no shell): the way back is the dashboard, which asks for sign-in when needed. */
export default function NotFound() {
  return <NotFoundNotice missing="page" />;
}
