import { ConsoleNotFound } from "../console-not-found";

/** An address no page has, inside the shell. */
export default function PageNotFound() {
  return <ConsoleNotFound missing="page" />;
}
