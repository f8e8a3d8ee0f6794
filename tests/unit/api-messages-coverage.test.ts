import { describe, expect, it } from "vitest";
import { buildCatalogue, findApiMessage } from "@/lib/i18n/api-catalogue";
import english from "@/messages/en.json";
import { apiLabelSources, apiMessageSources } from "@/tests/support/api-message-sources";

/**
 * Every English message the API can answer with is in the catalogue (messages/en.json `api.messages`), so a text
 * written or reworded in server/**, lib/schemas/**, lib/domain/** or app/api/** without its catalogue entry fails
 * here instead of reaching a Spanish screen in English. How the texts are found — the TypeScript parser, by the
 * place a text stands in (an error helper's message, zod's message options and checks, what those hold through a
 * constant, a message object or a function): tests/support/api-message-sources.ts.
 */
const catalogue = buildCatalogue(english);

/** Texts that stay English on purpose, by their text as found (each `${…}` as STAND_IN), with the reason. */
const ENGLISH_ONLY: Record<string, string> = {
  "The address is not valid: it has a malformed %-escape.":
    "answered by the Node request guard before any route, before the request's language is read (docs/API.md)",
  "must be at least 32 characters": "server/env.ts: the server's settings, checked at start-up for the operator, never an API answer",
  "must be an IANA time zone name, e.g. America/St_Lucia": "server/env.ts: a start-up setting",
  "must be smtp://user:pass@host:port or smtps://…": "server/env.ts: a start-up setting",
  "must be a day of the month from 1 to 28, or empty": "server/env.ts: a start-up setting",
  "Filter removed.": "the body of a successful DELETE, not an error: only the error body is translated",
  "/login": "Auth.js's `pages.error` path, not a message",
  "Nothing was undone: 1 record was changed or added to since the import: ‹value›‹value›.‹value›":
    "assembled from record names, counts and a further sentence about later imports: stays English until it is split into messages",
  "Nothing was undone: ‹value› records were changed or added to since the import: ‹value›‹value›.‹value›":
    "the same refusal for more than one record",
};

describe("the API catalogue covers the source's messages", () => {
  const sources = apiMessageSources(process.cwd());

  it("finds messages in every part of the server (the extraction itself works)", () => {
    const texts = new Set(sources.map((source) => source.text));
    expect(sources.length).toBeGreaterThan(400);
    // One of each kind of place: a helper's argument, a constant, a zod option, a zod check, a message object, a function's result.
    for (const text of [
      "Lease not found.",
      "This e-mail address is already used by another user.",
      "This link is not valid any more: it was used, it expired, or it was cut short. Ask for a new one.",
      "‹value› is required.",
      "A lease needs at least one tenant.",
      "Amount must be greater than zero.",
      "The file is too large. Documents must be no larger than ‹value›.",
    ]) {
      expect(texts, text).toContain(text);
    }
  });

  it("has a catalogue entry for every message the API can send", () => {
    const missing = sources.filter((source) => !(source.text in ENGLISH_ONLY) && !findApiMessage(catalogue, source.text));
    expect(
      missing.map((source) => `${source.at}: ${source.written}`),
      "add these to messages/en.json api.messages (and every language), or to ENGLISH_ONLY with the reason",
    ).toEqual([]);
  });

  it("keeps the allow-list short and true: each entry is still in the source and still not in the catalogue", () => {
    const texts = new Set(sources.map((source) => source.text));
    for (const text of Object.keys(ENGLISH_ONLY)) {
      expect(texts, `${text} is no longer in the source`).toContain(text);
      expect(findApiMessage(catalogue, text), `${text} is in the catalogue now`).toBeUndefined();
    }
  });

  it('has every field label the schemas build their messages around (`requiredText("First name", 80)`)', () => {
    const labels = new Set(Object.values(english.api.labels));
    const missing = apiLabelSources(process.cwd()).filter((source) => !labels.has(source.text));
    expect(missing.map((source) => `${source.at}: ${source.text}`)).toEqual([]);
  });
});
