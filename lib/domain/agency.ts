/**
 * The agency itself: the letterhead of the owner statement (on screen, on
 * paper and in the CSV). Each value can be set with an environment variable
 * (README.md, "Configuration"); a blank one keeps the default. Read on the
 * server: the statement page and the CSV are rendered there.
 */
export interface Agency {
  name: string;
  /** One line, e.g. "18 Jeremie Street, Castries, St. Lucia". */
  address: string;
  phone: string;
  email: string;
  /** Shown as written, e.g. "www.bluehorizonrealty.example". */
  website: string;
}

/**
 * The agency's clock when APP_TIME_ZONE is not set: St. Lucia's, where the
 * default letterhead's office is (AST, UTC−4 all year, like every island of
 * the demo's book).
 */
export const DEFAULT_TIME_ZONE = "America/St_Lucia";

export const AGENCY_DEFAULTS: Agency = {
  name: "Blue Horizon Realty",
  address: "18 Jeremie Street, Castries, St. Lucia",
  phone: "+1 758 452 3300",
  email: "office@bluehorizonrealty.example",
  website: "www.bluehorizonrealty.example",
};

export const AGENCY_VARIABLES: Record<keyof Agency, string> = {
  name: "AGENCY_NAME",
  address: "AGENCY_ADDRESS",
  phone: "AGENCY_PHONE",
  email: "AGENCY_EMAIL",
  website: "AGENCY_WEBSITE",
};

export function agencyFrom(environment: Readonly<Record<string, string | undefined>>): Agency {
  const value = (key: keyof Agency) => environment[AGENCY_VARIABLES[key]]?.trim() || AGENCY_DEFAULTS[key];
  return { name: value("name"), address: value("address"), phone: value("phone"), email: value("email"), website: value("website") };
}

export const AGENCY: Agency = agencyFrom(typeof process === "undefined" ? {} : process.env);
