import type english from "@/messages/en.json";

// next-intl's keys are typed by the English file: `useTranslations("tenants")("list.title")` fails to compile when the
// key does not exist (every other language has the same keys: tests/unit/messages.test.ts).
declare module "next-intl" {
  interface AppConfig {
    Messages: typeof english;
  }
}
