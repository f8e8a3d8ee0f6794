import { STATEMENT_PERIOD_MESSAGES } from "@/lib/schemas/statement";

/** What can be wrong with a statement period: its words for people (not the API's) are `accounts.statementPeriod.<problem>`. */
export type StatementPeriodProblem = "cannotShow" | "pair" | "order" | "tooLong" | "startNotReal" | "endNotReal";

/** What went wrong with a statement period read from the page's address. */
export function statementPeriodProblem(
  issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[],
): StatementPeriodProblem {
  const issue = issues[0];
  if (!issue) return "cannotShow";
  switch (issue.message) {
    case STATEMENT_PERIOD_MESSAGES.pair:
      return "pair";
    case STATEMENT_PERIOD_MESSAGES.order:
      return "order";
    case STATEMENT_PERIOD_MESSAGES.tooLong:
      return "tooLong";
  }
  return issue.path[0] === "to" ? "endNotReal" : issue.path[0] === "from" ? "startNotReal" : "cannotShow";
}

/** A query parameter as one value: the first when repeated. */
export function singleParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
