import { z } from "zod";

/**
 * In the browser, zod must not probe for eval (`new Function("")`) to compile
 * fast object parsers: the page's Content-Security-Policy forbids eval, and the
 * blocked probe is reported as a violation even though zod catches it. The
 * server keeps the faster compiled parsers. Imported for its side effect by
 * every schema module that browser code loads.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
