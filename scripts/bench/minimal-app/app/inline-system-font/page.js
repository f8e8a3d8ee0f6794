// The styled page's words and link (../styled/page.js), rendered per request like it.
export { default } from "../styled/page.js";

export const dynamic = "force-dynamic";
