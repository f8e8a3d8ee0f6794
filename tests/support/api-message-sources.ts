import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The English messages the API can answer with, read out of the source (server/**, lib/schemas/**, lib/domain/**)
 * for tests/unit/api-messages-coverage.test.ts. The files are parsed with the TypeScript compiler (syntax only, no
 * type checking: fast, and no guessing from regular expressions), and a text is a message by where it stands:
 *
 * 1. the message argument of the server's error helpers (server/errors.ts: `badRequest(message)`, `conflict`,
 *    `fieldError(code, field, message)`, `new AppError(code, message)`, …) and of every function that passes one
 *    of its parameters on to such a place (found to a fixed point, so `notAccepted(message)` counts too);
 * 2. zod's message options: `{ message: … }` and `{ error: … }` (schemas, `ctx.addIssue`), the message argument
 *    of zod's checks (`.min(1, "…")`, `.max`, `.length`, `.refine(check, "…")`, `.regex`, `.int("…")`,
 *    `z.email("…")`, `z.uuid("…")`, …);
 * 3. what such a place holds indirectly: a constant (`EMAIL_TAKEN`, `RESET_LINK_INVALID`), both arms of a
 *    `?:`/`??`/`||`, and what a function called there returns.
 *
 * A text is a string literal or a template; each `${…}` becomes a stand-in value, which the catalogue must read
 * as an argument (`${label} is required.` is found as "{label} is required."). A message made only of values
 * (a parameter passed on, `error.message`) is not a text of its own and is not listed.
 */
export interface SourceMessage {
  /** The text with each `${…}` replaced by a stand-in value (see `STAND_IN`). */
  text: string;
  /** The text as written, `${…}` kept: what a failure shows. */
  written: string;
  /** file:line where it is written. */
  at: string;
}

/** What a `${…}` becomes: a value no catalogue text contains, so it can only be read as an argument. */
export const STAND_IN = "‹value›";

/** The server's error helpers and the position of their message argument; `new AppError(code, message)` too. */
const ERROR_HELPERS: Record<string, number> = {
  AppError: 1,
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  unprocessable: 0,
  payloadTooLarge: 0,
  unsupportedMediaType: 0,
  tooManyRequests: 0,
  unavailable: 0,
  fieldError: 2,
};

/** The error helpers that take field errors (`badRequest(message, { endDate: ["…"] })`), and where. */
const FIELD_ERRORS_ARGUMENT: Record<string, number> = { badRequest: 1, conflict: 1, unprocessable: 1 };

/** zod's checks that take no value: a string argument is their message (`.int("…")`, `z.uuid("…")`). */
const ZOD_CHECKS_WITHOUT_VALUE = new Set([
  "int",
  "positive",
  "nonnegative",
  "negative",
  "nonpositive",
  "nonempty",
  "finite",
  "email",
  "uuid",
  "url",
  "date",
  "datetime",
  "time",
  "iso",
]);

/** zod's checks whose last string argument is their message (`.min(1, "…")`, `.int("…")`, `z.uuid("…")`). */
const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "gt",
  "gte",
  "lt",
  "lte",
  "multipleOf",
  "refine",
  "regex",
  "enum",
  "literal",
  ...ZOD_CHECKS_WITHOUT_VALUE,
]);

/** Object properties that hold a message: zod's `{ error: "…" }`, `{ message: "…" }` (also ctx.addIssue), the multipart reader's `refuseFields`. */
const MESSAGE_PROPERTIES = new Set(["message", "error", "refuseFields"]);
/** Object properties that hold messages by kind: the upload readers' `messages: { tooLarge: …, noFile: … }`. */
const MESSAGES_PROPERTIES = new Set(["messages"]);

function sourceFiles(root: string, dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
    });
  return dirs.flatMap((dir) => walk(path.join(root, dir)));
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;

const calleeName = (expression: ts.Expression): string | undefined =>
  ts.isIdentifier(expression) ? expression.text : ts.isPropertyAccessExpression(expression) ? expression.name.text : undefined;

/** The name a function is called by: its declaration's, or the `const` it is assigned to. */
function functionName(node: FunctionLike): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) return node.parent.name.text;
  return undefined;
}

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node);

/** The message arguments of a call or `new`, given the helpers known so far. */
function messageArguments(node: ts.CallExpression | ts.NewExpression, helpers: Map<string, Set<number>>): ts.Expression[] {
  const name = calleeName(node.expression);
  const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
  if (!name) return [];
  const indexes = helpers.get(`${node.getSourceFile().fileName}#${name}`) ?? helpers.get(name);
  if (indexes && (ts.isIdentifier(node.expression) || ts.isNewExpression(node)))
    return [...indexes].flatMap((index) => (args[index] ? [args[index]] : []));
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(name)) {
    // zod's message is the last argument, and never the only one of a check that needs a value (`.min(1, "…")`).
    const last = args[args.length - 1];
    const takesValue = !ZOD_CHECKS_WITHOUT_VALUE.has(name);
    if (last && (!takesValue || args.length >= 2) && isTextLike(last)) return [last];
  }
  return [];
}

const isTextLike = (node: ts.Expression) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node) ||
  ts.isIdentifier(node) ||
  ts.isConditionalExpression(node) ||
  ts.isBinaryExpression(node) ||
  ts.isCallExpression(node) ||
  ts.isPropertyAccessExpression(node);

/**
 * `json({ message: "Client removed." })`: a success body, which the one error body never sees (docs/API.md
 * "Language": the error's `message` and `fieldErrors` follow the language).
 */
function isSuccessBody(property: ts.ObjectLiteralElementLike): boolean {
  const call = property.parent.parent;
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === "json";
}

/**
 * A template or a `+` of texts as the API sends it, each value a stand-in; a `${… ? "a" : "b"}` of texts gives
 * one text for each arm (`${n === 1 ? "1 record was" : `${n} records were`}`).
 */
function rendered(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return rendered(expression.expression);
  const join = (parts: string[][]) => parts.reduce((texts, part) => texts.flatMap((text) => part.map((next) => text + next)), [""]);
  const value = (span: ts.Expression): string[] =>
    ts.isConditionalExpression(span)
      ? [...value(span.whenTrue), ...value(span.whenFalse)]
      : ts.isTemplateExpression(span) || ts.isStringLiteral(span) || ts.isNoSubstitutionTemplateLiteral(span)
        ? rendered(span)
        : [STAND_IN];
  if (ts.isTemplateExpression(expression)) {
    return join([[expression.head.text], ...expression.templateSpans.flatMap((span) => [value(span.expression), [span.literal.text]])]);
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return join([value(expression.left), value(expression.right)]);
  }
  return [STAND_IN];
}

/** The texts of a field-errors object: `{ endDate: ["…"] }`. */
function fieldErrorTexts(node: ts.Expression): ts.Expression[] {
  if (!ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) && ts.isArrayLiteralExpression(property.initializer) ? [...property.initializer.elements] : [],
  );
}

export function apiMessageSources(root: string, dirs = ["server", "lib/schemas", "lib/domain", "app/api"]): SourceMessage[] {
  const files = sourceFiles(root, dirs).map((file) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));

  // Every node of every file once, and the names constants and functions are declared under.
  const nodes: ts.Node[] = [];
  const constants = new Map<string, ts.Expression[]>();
  const functions = new Map<string, FunctionLike[]>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      nodes.push(node);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        for (const name of [node.name.text, `${file.fileName}#${node.name.text}`])
          constants.set(name, [...(constants.get(name) ?? []), node.initializer]);
      }
      if (isFunctionLike(node)) {
        const name = functionName(node);
        if (name) functions.set(name, [...(functions.get(name) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  // The helpers: the error helpers, then every function that passes a parameter on to a message place.
  // Functions are known by name (no type checking): in their own file by their own, elsewhere two functions of
  // one name share their message arguments.
  const helpers = new Map(Object.entries(ERROR_HELPERS).map(([name, index]) => [name, new Set([index])]));
  const enclosingParameter = (expression: ts.Expression): { name: string; index: number } | undefined => {
    if (!ts.isIdentifier(expression)) return undefined;
    for (let node: ts.Node | undefined = expression.parent; node; node = node.parent) {
      if (!isFunctionLike(node)) continue;
      const index = node.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === expression.text);
      const name = functionName(node);
      return index >= 0 && name ? { name, index } : undefined;
    }
    return undefined;
  };
  // `this.busyMessage` where the constructor takes `private readonly busyMessage`: the class is the helper.
  const constructorParameter = (expression: ts.Expression): { name: string; index: number } | undefined => {
    if (!ts.isPropertyAccessExpression(expression) || expression.expression.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
    let owner: ts.Node | undefined = expression.parent;
    while (owner && !ts.isClassDeclaration(owner)) owner = owner.parent;
    const constructor = owner?.members.find(ts.isConstructorDeclaration);
    const index =
      constructor?.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === expression.name.text) ??
      -1;
    return owner?.name && index >= 0 ? { name: owner.name.text, index } : undefined;
  };
  const placesOf = (node: ts.Node): ts.Expression[] => {
    const places: ts.Expression[] = [];
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      places.push(...messageArguments(node, helpers));
      const name = calleeName(node.expression);
      const fieldErrors = name === undefined ? undefined : node.arguments?.[FIELD_ERRORS_ARGUMENT[name] ?? -1];
      if (fieldErrors) places.push(...fieldErrorTexts(fieldErrors));
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (MESSAGE_PROPERTIES.has(node.name.text) && !isSuccessBody(node)) places.push(node.initializer);
      if (node.name.text === "fieldErrors") places.push(...fieldErrorTexts(node.initializer));
      if (MESSAGES_PROPERTIES.has(node.name.text) && ts.isObjectLiteralExpression(node.initializer)) {
        for (const property of node.initializer.properties) {
          if (ts.isPropertyAssignment(property)) places.push(property.initializer);
          if (ts.isShorthandPropertyAssignment(property)) places.push(property.name);
        }
      }
    }
    if (ts.isShorthandPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.text) && !isSuccessBody(node)) places.push(node.name);
    // A message object: `export const AMOUNT_MESSAGES = { required: "Amount is required.", … }`.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGES$/.test(node.name.text) && node.initializer) {
      const object = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isObjectLiteralExpression(object))
        for (const property of object.properties) if (ts.isPropertyAssignment(property)) places.push(property.initializer);
    }
    return places;
  };

  // The helpers: the error helpers, then every function (or class, through its constructor) that passes a
  // parameter on to a message place, directly or as `this.parameter`.
  for (let changed = true; changed;) {
    changed = false;
    for (const node of nodes) {
      for (const place of placesOf(node)) {
        const parameter = enclosingParameter(place) ?? constructorParameter(place);
        if (!parameter) continue;
        // Known in its own file by its own indexes; elsewhere by name (imported), any function of that name.
        for (const name of [`${node.getSourceFile().fileName}#${parameter.name}`, parameter.name]) {
          if (helpers.get(name)?.has(parameter.index)) continue;
          helpers.set(name, new Set([...(helpers.get(name) ?? []), parameter.index]));
          changed = true;
        }
      }
    }
  }

  // The message places, then what they hold.
  const places: ts.Expression[] = [];
  for (const node of nodes) {
    places.push(...placesOf(node));
    // A parameter default: `(message = "…") => new AppError(…, message)`, `private readonly busyMessage = PICTURES_BUSY`.
    if (ts.isParameter(node) && node.initializer && ts.isIdentifier(node.name)) {
      const owner = ts.isConstructorDeclaration(node.parent)
        ? node.parent.parent.name?.text
        : isFunctionLike(node.parent)
          ? functionName(node.parent)
          : undefined;
      const index = (node.parent as ts.SignatureDeclarationBase).parameters.indexOf(node);
      if (owner && helpers.get(`${node.getSourceFile().fileName}#${owner}`)?.has(index)) places.push(node.initializer);
    }
  }

  const messages: SourceMessage[] = [];
  const seen = new Set<ts.Node>();
  function collect(expression: ts.Expression): void {
    if (seen.has(expression)) return;
    seen.add(expression);
    const file = expression.getSourceFile();
    const at = `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(expression.getStart()).line + 1}`;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      messages.push({ text: expression.text, written: expression.text, at });
    } else if (
      ts.isTemplateExpression(expression) ||
      (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken)
    ) {
      // A template of values only (`${label}${error.message}`) is no text of its own.
      for (const text of rendered(expression))
        if (text.replaceAll(STAND_IN, "").trim()) messages.push({ text, written: expression.getText(), at });
    } else if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
      collect(expression.expression);
    } else if (ts.isConditionalExpression(expression)) {
      collect(expression.whenTrue);
      collect(expression.whenFalse);
    } else if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
    ) {
      collect(expression.left);
      collect(expression.right);
    } else if (ts.isIdentifier(expression)) {
      // A constant declared in the scanned files, or a function (zod's `error: () => "…"`); a parameter or a
      // local value is no text of its own.
      if (enclosingParameter(expression)) return;
      const declared = constants.get(`${file.fileName}#${expression.text}`) ?? constants.get(expression.text) ?? [];
      for (const initializer of declared) collect(initializer);
      for (const fn of functions.get(expression.text) ?? []) if (ts.isFunctionDeclaration(fn)) collectReturns(fn);
    } else if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) {
      collectReturns(expression);
    } else if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      // A message object's entry: `AMOUNT_MESSAGES.required`.
      for (const initializer of constants.get(expression.expression.text) ?? []) {
        const object = ts.isAsExpression(initializer) ? initializer.expression : initializer;
        if (!ts.isObjectLiteralExpression(object)) continue;
        for (const property of object.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText() === expression.name.text) collect(property.initializer);
        }
      }
    } else if (ts.isCallExpression(expression)) {
      const name = ts.isIdentifier(expression.expression) ? expression.expression.text : undefined;
      for (const fn of (name && functions.get(name)) || []) collectReturns(fn);
    }
  }
  function collectReturns(fn: FunctionLike) {
    if (fn.body && !ts.isBlock(fn.body)) return collect(fn.body);
    fn.body?.forEachChild(function returns(node) {
      if (ts.isReturnStatement(node) && node.expression) collect(node.expression);
      else if (!isFunctionLike(node)) node.forEachChild(returns);
    });
  }
  places.forEach(collect);
  return messages;
}

/**
 * The field labels the schemas build their messages around: the literal argument of every parameter named
 * `label` (`requiredText("First name", 80)`, `money("Rent")`), read the same way as the messages.
 */
export function apiLabelSources(root: string, dirs = ["lib/schemas"]): SourceMessage[] {
  const files = sourceFiles(root, dirs).map((file) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));
  const labelAt = new Map<string, number>();
  const calls: ts.CallExpression[] = [];
  for (const file of files) {
    file.forEachChild(function visit(node) {
      if (isFunctionLike(node)) {
        const name = functionName(node);
        const index = node.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === "label");
        if (name && index >= 0) labelAt.set(name, index);
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) calls.push(node);
      node.forEachChild(visit);
    });
  }
  return calls.flatMap((call) => {
    const index = labelAt.get((call.expression as ts.Identifier).text);
    const argument = index === undefined ? undefined : call.arguments[index];
    if (!argument || !(ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument))) return [];
    const file = call.getSourceFile();
    const at = `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(argument.getStart()).line + 1}`;
    return [{ text: argument.text, written: argument.text, at }];
  });
}
