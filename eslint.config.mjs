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
    ignores: [
      "lib/generated/**",
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
