import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: ["lib/generated/**", ".next/**", ".next-*/**", "node_modules/**", "test-results/**", "playwright-report/**", ".data/**", "next-env.d.ts"],
  },
];

export default config;
