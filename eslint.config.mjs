import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // Browser code talks to the server through the API only.
    files: ["components/**", "lib/client/**", "lib/swr/**", "lib/schemas/**", "lib/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "@/lib/generated/*"],
              message: "Browser code must not import server modules; share types through lib/schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every embedded database opens through server/db/pglite.ts, which loads the extensions the migrations need (pg_trgm).
    files: ["**/*.ts", "**/*.mts", "**/*.tsx"],
    ignores: ["server/db/pglite.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='PGlite'], CallExpression[callee.object.name='PGlite'][callee.property.name='create']",
          message: "Open PGlite with openPglite() from server/db/pglite.ts: it loads pg_trgm, which the trigram indexes need.",
        },
      ],
    },
  },
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      ".next-*/**",
      "scripts/bench/minimal-app/.next/**",
      ".bench-variants/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
