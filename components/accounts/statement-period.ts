import { STATEMENT_PERIOD_MESSAGES } from "@/lib/schemas/statement";

/** What went wrong with a statement period read from the page's address, in words for people (not the API's). */
export function statementPeriodProblem(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return "This period cannot be shown.";
  const which = issue.path[0] === "to" ? "end" : "start";
  switch (issue.message) {
    case STATEMENT_PERIOD_MESSAGES.pair:
      return "Choose both a start and an end date.";
    case STATEMENT_PERIOD_MESSAGES.order:
      return "The start date is after the end date.";
    case STATEMENT_PERIOD_MESSAGES.tooLong:
      return "A statement can cover at most five years.";
  }
  return issue.path[0] === "from" || issue.path[0] === "to" ? `The ${which} date is not a real date.` : "This period cannot be shown.";
}

/** A query parameter as one value: the first when repeated. */
export function singleParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
