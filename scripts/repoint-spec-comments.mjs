// Rewrites the code's citations of the original specification ("SPEC §5", "SPEC §8's failure text", "the §5
// message", "SPEC §4–§5") into links to docs/PRODUCT.md, which stands in for it: "PRODUCT.md#<anchor>".
// The anchor follows from the section and what the citation is about: a qualifier after it ("Finder dialog"), a
// phrase on its line, the file's module (its path), or the section's default. Sections that are one topic
// wherever they are cited (§6 roles, §7 the API, §8 messages, §9 limits) always map to that topic.
//
//   node scripts/repoint-spec-comments.mjs [--dry-run] [--docs] [--no-format] [paths…]
//
// Default paths: app components lib server tests scripts worker prisma. --docs also rewrites README.md,
// ARCHITECTURE.md and docs/*.md (citations become Markdown links). Prints every rewrite and the citations it could
// not map (left as they are), then runs Prettier on the files it changed unless --no-format.
// Run it once, after the branches that touch those files are merged; a second run finds nothing.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PRODUCT = "docs/PRODUCT.md";
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
const CODE_ROOTS = ["app", "components", "lib", "server", "tests", "scripts", "worker", "prisma"];
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|sql|sh)$/;
const SKIP_DIRS = new Set(["node_modules", "generated", ".next", "test-results"]);

/** Sections that are one topic wherever they are cited. */
const SECTION_TOPIC = { 1: "overview", 6: "roles", 7: "api", 8: "messages", 9: "limits" };
/** Sections that are per module (§2 screens, §3 records, §4 states, §5 rules): the anchor when nothing says which. */
const SECTION_DEFAULT = { 2: "shell", 3: "labels", 4: "forms", 5: "forms" };

/** Words right after the citation that name its topic, e.g. `SPEC §2 "Finder dialog"`. */
const QUALIFIERS = [
  [/^\s*"?(Finder dialog|Finder"|Searchable field definition|Search criterion)/, "finder"],
  [/^\s*Session\b/, "sign-in"],
  [/^\s*"?Shared dialogs/, "dialogs"],
  [/^\s*navigation table/, "navigation"],
  [/^\s*route table/, "routes"],
  [/^\s*Dashboard\b/, "dashboard"],
  [/^\s*sign-in\b/, "sign-in"],
  [/^\s*"Service order"/, "service-orders"],
];

/** Phrases on the citation's line that decide, for the sections given. */
const LINE_PHRASES = [
  [/Drives menu permissions/, [3], "roles"],
  [/labels statuses/, [3], "labels"],
  [/avatar texts are|^\s*\*\s*SPEC §5's, word for word/, [5], "avatar"],
  [/routes of SPEC §2/, [2], "routes"],
  [/enumerations of SPEC §3|SPEC §3 labels/, [3], "labels"],
  [/XSRF|CSRF|__Host-|library default/, [6], "api"],
];

/** A module named by a file or folder name (the file's name first, then its folders from the deepest). */
const NAME_TOPICS = [
  [/avatar|user-badge/, "avatar"],
  [/time-of-day/, "time-entry"],
  [/service-provider|^providers$/, "service-providers"],
  [/service-order|^orders$|due-date/, "service-orders"],
  [/reminder/, "reminders"],
  [/listing|pictures|^files$/, "listings"],
  [/client|contact/, "clients"],
  [/account|transaction|ledger|statement/, "accounts"],
  [/^users?$|^user-/, "users"],
  [/dashboard|stats/, "dashboard"],
  [/sign-in|auth|^login$|session/, "sign-in"],
  [/letter-groups|grouping|directory|search-box|paginator/, "lists"],
  [/finder|search|criteria|quick-find/, "finder"],
  [/navigation/, "navigation"],
  [/dialogs/, "dialogs"],
  [/saved-panel|save-flow|save-decisions|form-actions|text-field|^forms$/, "forms"],
  [/enums/, "labels"],
];

/** For files whose path names no module (the docs): words on the citation's line, else in its heading. */
const LINE_TOPICS = [
  [/avatar/i, "avatar"],
  [/time-of-day|12-hour/i, "time-entry"],
  [/finder|criteria|fieldName/i, "finder"],
  [/provider/i, "service-providers"],
  [/service order/i, "service-orders"],
  [/reminder/i, "reminders"],
  [/listing|picture/i, "listings"],
  [/client/i, "clients"],
  [/account|ledger|transaction/i, "accounts"],
  [/\busers?\b/i, "users"],
];

/** Nouns that end a phrase the citation describes ("SPEC §8's failure text", "the §5 message"). */
const NOUNS = new Set("text texts message messages warning words rule rules fields shape one writes labels wait table".split(" "));

const CITATION =
  /(?:\b(?<det>[Tt]he|their|its|an?|this|these)\s+)?(?<spec>\bSPEC(?:[ \t]*\n[ \t]*(?:\*|\/\/)?[ \t]*|[ \t]+))?(?<secs>§\d+(?:\s*(?:,|\/|–|-|and)\s*§\d+)*)(?<poss>'s)?|(?:\b(?<det2>[Tt]he)\s+)?\bSPEC\b(?!\.md)(?![ \t]*\n?[ \t]*(?:\*|\/\/)?[ \t]*§)/g;
/** Section marks of other documents: DESIGN §3, SECURITY.md §2, issue 17 §2 — and the rest of their lists. */
const OTHER_DOCUMENT = /(?:DESIGN|[A-Z]+\.md|issue(?:\s+\d+)?)\s*(?:§\d+\s*(?:,|and|\/|–)\s*)*$/;

const options = { dryRun: false, docs: false, format: true, paths: [] };
for (const arg of process.argv.slice(2)) {
  if (arg === "--dry-run") options.dryRun = true;
  else if (arg === "--docs") options.docs = true;
  else if (arg === "--no-format") options.format = false;
  else if (arg.startsWith("--")) throw new Error(`Unknown option ${arg}`);
  else options.paths.push(arg);
}

const anchors = new Set([...readFileSync(join(ROOT, PRODUCT), "utf8").matchAll(/<a id="([a-z-]+)"><\/a>/g)].map((match) => match[1]));
for (const anchor of [
  ...Object.values(SECTION_TOPIC),
  ...Object.values(SECTION_DEFAULT),
  ...[...QUALIFIERS, ...NAME_TOPICS].map((rule) => rule[1]),
]) {
  if (!anchors.has(anchor)) throw new Error(`${PRODUCT} has no anchor "${anchor}": update the mapping`);
}

function filesUnder(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => (SKIP_DIRS.has(name) ? [] : filesUnder(join(path, name))));
}

const codeFiles = (options.paths.length ? options.paths : CODE_ROOTS)
  .flatMap(filesUnder)
  .filter((file) => CODE_FILE.test(file) && file !== SELF);
const docFiles = options.docs
  ? ["README.md", "ARCHITECTURE.md", ...readdirSync(join(ROOT, "docs")).map((name) => `docs/${name}`)].filter(
      (file) => file.endsWith(".md") && file !== PRODUCT && existsSync(join(ROOT, file)),
    )
  : [];

function pathTopic(file) {
  const names = file
    .replace(/\.[a-z.]+$/, "")
    .split("/")
    .filter((name) => !name.startsWith("[") && !name.startsWith("("));
  for (const name of names.reverse()) for (const [pattern, topic] of NAME_TOPICS) if (pattern.test(name)) return topic;
  return null;
}

/** The anchor of one section, or null when the section is not one of the original's nine. */
function anchorOf(section, { after, line, heading, file, isDoc }) {
  if (SECTION_TOPIC[section]) {
    for (const [pattern, sections, topic] of LINE_PHRASES) if (sections.includes(section) && pattern.test(line)) return { anchor: topic };
    return { anchor: SECTION_TOPIC[section] };
  }
  if (!SECTION_DEFAULT[section]) return null;
  for (const [pattern, topic] of QUALIFIERS) if (pattern.test(after)) return { anchor: topic };
  for (const [pattern, sections, topic] of LINE_PHRASES) if (sections.includes(section) && pattern.test(line)) return { anchor: topic };
  const topic =
    (isDoc ? null : pathTopic(file)) ??
    [line, heading].map((words) => LINE_TOPICS.find(([pattern]) => pattern.test(words))?.[1]).find(Boolean);
  return topic ? { anchor: topic } : { anchor: SECTION_DEFAULT[section], guessed: "the section's default" };
}

/** "the SPEC text", "the library default the SPEC asks for": a phrase on the line, else the messages (a guess). */
function withoutSection(line) {
  const phrase = LINE_PHRASES.find(([pattern]) => pattern.test(line));
  return phrase ? { anchor: phrase[2] } : { anchor: "messages", guessed: "no section given" };
}

/** The phrase a citation describes: up to three words ending in one of NOUNS ("failure text"), or "". */
function phraseAfter(text, { anyWord = false } = {}) {
  const words = text.match(/^ ([a-z]+)(?: ([a-z]+))?(?: ([a-z]+))?/)?.slice(1) ?? [];
  const end = words.findIndex((word) => word && NOUNS.has(word));
  if (end < 0) return anyWord && words[0] ? words[0] : "";
  return words.slice(0, end + 1).join(" ");
}

/** The Markdown heading a citation sits under (a doc's topic when its line names none). */
const headingBefore = (text, offset) =>
  text
    .slice(0, offset)
    .match(/^#+ .*$/gm)
    ?.at(-1) ?? "";
const insideParentheses = (before) => (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
const startsSentence = (before) => /(?:^|\/\*\*?|\*|\/\/|--|[.!?]|\{\/\*)\s*$/.test(before);

function rewrite(file, text, isDoc) {
  const changes = [];
  const unmapped = [];
  let output = "";
  let cursor = 0;
  let previous = null;
  for (const match of text.matchAll(CITATION)) {
    const { groups, index: offset } = match;
    if (offset < cursor) continue;
    const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
    const lineEnd = text.indexOf("\n", offset + match[0].length) < 0 ? text.length : text.indexOf("\n", offset + match[0].length);
    const before = text.slice(lineStart, offset);
    const after = text.slice(offset + match[0].length, lineEnd);
    const line = text.slice(lineStart, lineEnd);
    const lineNumber = text.slice(0, offset).split("\n").length;
    if (groups.secs && !groups.spec && OTHER_DOCUMENT.test(before + (groups.det ? `${groups.det} ` : ""))) continue;

    const sections = groups.secs ? [...groups.secs.matchAll(/§(\d+)/g)].map((found) => Number(found[1])) : [];
    const found = sections.length
      ? sections.map((section) => anchorOf(section, { after, line, heading: isDoc ? headingBefore(text, offset) : "", file, isDoc }))
      : [withoutSection(line)];
    if (found.some((entry) => entry === null)) {
      unmapped.push(`${file}:${lineNumber}: ${line.trim()}`);
      continue;
    }
    const anchorList = [...new Set(found.map((entry) => entry.anchor))];
    const key = anchorList.join();
    if (!groups.spec && groups.secs && !groups.det && previous?.line === lineNumber && previous.key === key) {
      // "SPEC §3 "Service order" and §5" where both are the same section: the second mark goes, with its joiner
      // when nothing follows it ("Finding things (SPEC §2 Finder dialog, §3 "Search criterion"" keeps the words).
      const between = text.slice(cursor, offset);
      const endsPhrase = /^\s*(?:[)\].,;:]|$)/.test(after);
      output += endsPhrase ? between.replace(/(?:,\s*|\s+and\s+)$/, "") : between;
      cursor = offset + match[0].length + (endsPhrase ? 0 : after.match(/^\s*/)[0].length);
      changes.push({ line: lineNumber, from: match[0], to: "(dropped: the same section as the citation before it)" });
      continue;
    }
    const markdownLink = isDoc && (before.match(/`/g)?.length ?? 0) % 2 === 0;
    const cite = anchorList
      .map((anchor) => (markdownLink ? `[PRODUCT.md#${anchor}](${relative(dirname(file), PRODUCT)}#${anchor})` : `PRODUCT.md#${anchor}`))
      .join(", ");

    // "SPEC §8's failure text", "the §5 message", "(SPEC §5 texts)": the phrase, then the link.
    const determiner = groups.det ?? groups.det2;
    const phrase = groups.poss || determiner || /\($/.test(before) ? phraseAfter(after, { anyWord: Boolean(groups.poss) }) : "";
    let replacement;
    let consumed = 0;
    if (groups.poss && !phrase) {
      replacement = after.startsWith(",") ? `those of ${cite}` : `the text of ${cite}${after.trim() === "" ? "," : ""}`;
    } else if (phrase) {
      const lead = groups.poss || !determiner ? "the" : determiner;
      consumed = phrase.length + 1;
      const nested = insideParentheses(before) || after.slice(consumed).startsWith(" (");
      replacement = nested ? `${lead} ${phrase} of ${cite}` : `${lead} ${phrase} (${cite})`;
    } else {
      // "the SPEC asks for" reads "PRODUCT.md#api asks for"; "the SPEC §9 …" keeps its article.
      replacement = `${determiner && groups.secs ? `${determiner} ` : ""}${cite}`;
    }
    if (startsSentence(before)) replacement = replacement.replace(/^the\b/, "The");
    // "SPEC §2 sign-in: …" → "PRODUCT.md#sign-in: …", not "PRODUCT.md#sign-in sign-in: …".
    const repeated = after.slice(consumed).match(/^ ([A-Za-z-]+)(?=[:,;)]|$)/);
    if (repeated && anchorList.length === 1 && repeated[1].toLowerCase() === anchorList[0]) consumed += repeated[0].length;

    output += text.slice(cursor, offset);
    if (groups.spec?.includes("\n")) {
      // "(SPEC\n * §2)": the citation moves to the next line, with its opening parenthesis.
      const leader = groups.spec.slice(groups.spec.indexOf("\n"));
      const opens = /\($/.test(output);
      output = output.replace(/\(?[ \t]*$/, "");
      replacement = `${leader}${opens ? "(" : ""}${replacement}`;
    }
    output += replacement;
    cursor = offset + match[0].length + consumed;
    previous = { line: lineNumber, key };
    changes.push({
      line: lineNumber,
      from: text.slice(offset, cursor).replace(/\s+/g, " "),
      to: replacement.trim().replace(/\s+/g, " "),
      guessed: found.find((entry) => entry.guessed)?.guessed,
    });
  }
  return { output: output + text.slice(cursor), changes, unmapped };
}

let total = 0;
const changedFiles = [];
const unmapped = [];
for (const [file, isDoc] of [...codeFiles.map((file) => [file, false]), ...docFiles.map((file) => [file, true])]) {
  const text = readFileSync(join(ROOT, file), "utf8");
  if (!/SPEC|§/.test(text)) continue;
  const result = rewrite(file, text, isDoc);
  unmapped.push(...result.unmapped);
  if (result.changes.length === 0) continue;
  total += result.changes.length;
  changedFiles.push(file);
  for (const change of result.changes) {
    console.log(`${file}:${change.line}: ${change.from} → ${change.to}${change.guessed ? `   (${change.guessed}: check)` : ""}`);
  }
  if (!options.dryRun) writeFileSync(join(ROOT, file), result.output);
}

console.log(`\n${total} citations in ${changedFiles.length} files ${options.dryRun ? "would be rewritten (dry run)" : "rewritten"}.`);
if (unmapped.length) console.log(`Not mapped, left as they are:\n${unmapped.join("\n")}`);
if (!options.dryRun && options.format && changedFiles.length) {
  const formatted = changedFiles.filter((file) => !file.endsWith(".sql") && !file.endsWith(".sh"));
  if (formatted.length) execFileSync("npx", ["prettier", "--write", ...formatted], { cwd: ROOT, stdio: "inherit" });
}
