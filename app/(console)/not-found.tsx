import { ConsoleNotFound } from "./console-not-found";

/** A record that does not exist (a layout's or page's notFound()), inside the shell. */
export default function NotFound() {
  return <ConsoleNotFound missing="record" />;
}
