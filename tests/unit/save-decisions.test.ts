import { describe, expect, it } from "vitest";
import { formFieldErrors, invalidFieldsOf, invalidFormAlert, isBlank, saveFailureOf } from "@/components/forms/save-decisions";
import { ApiRequestError } from "@/lib/client/api";
import { TIME_HOURS_TOO_LARGE, TIME_TWELVE_AM } from "@/lib/domain/time-of-day";
import english from "@/messages/en.json";

/** The dialogs' own words in English (common.messages): 'Oops!', 'Offline', 'Hold On ...' and their texts. */
const WORDS = english.common.messages;

const FAILURE = "Problem sumitting client details. Please contact system administrator.";
const refused = (status: number, message = "The server's reason.") => new ApiRequestError(status, message);

describe("what a failed save says (PRODUCT.md#messages)", () => {
  it.each([
    // status, serverMessageOn, expected
    [400, undefined, { title: "Oops!", message: FAILURE, detail: "The server's reason.", tone: "warning" }],
    [409, undefined, { title: "Oops!", message: FAILURE, detail: "The server's reason.", tone: "warning" }],
    [422, undefined, { title: "Oops!", message: FAILURE, detail: "The server's reason.", tone: "warning" }],
    [500, undefined, { title: "Oops!", message: FAILURE, detail: undefined, tone: "warning" }],
    [503, undefined, { title: "Oops!", message: FAILURE, detail: undefined, tone: "warning" }],
    // A provider's 400 and a reminder's 422 show the server's text in place of the general one…
    [400, 400, { title: "Oops!", message: "The server's reason.", tone: "warning" }],
    [422, 422, { title: "Oops!", message: "The server's reason.", tone: "warning" }],
    // …and only on that status.
    [422, 400, { title: "Oops!", message: FAILURE, detail: "The server's reason.", tone: "warning" }],
    [500, 422, { title: "Oops!", message: FAILURE, detail: undefined, tone: "warning" }],
  ] as const)("%i (server's text on %s) → %j", (status, serverMessageOn, expected) => {
    expect(saveFailureOf(refused(status), { failure: FAILURE, serverMessageOn }, WORDS)).toEqual(expected);
  });

  it("no connection: one 'Offline' dialog with the spec's text, whatever the form", () => {
    for (const serverMessageOn of [undefined, 400, 422]) {
      expect(saveFailureOf(refused(0, "The server could not be reached."), { failure: FAILURE, serverMessageOn }, WORDS)).toEqual({
        title: "Offline",
        message: WORDS.offline,
        tone: "offline",
      });
    }
  });

  it("401: nothing (the shell returns to sign-in)", () => {
    expect(saveFailureOf(refused(401), { failure: FAILURE }, WORDS)).toBeNull();
  });

  it("an unexpected error (not from the API): the spec's text alone", () => {
    expect(saveFailureOf(new TypeError("boom"), { failure: FAILURE }, WORDS)).toEqual({
      title: "Oops!",
      message: FAILURE,
      tone: "warning",
    });
  });
});

describe("which fields the server's errors mark", () => {
  const formFields = new Set(["name", "date", "cost.salePriceInUS"]);
  const hasField = (path: string) => formFields.has(path);

  it("marks the form's own fields with the first message, renaming where the names differ", () => {
    expect(
      formFieldErrors(
        {
          name: ["Name is required.", "second"],
          dateTime: ["The reminder date cannot be before today."],
          "cost.salePriceInUS": ["Sale price is required."],
        },
        { dateTime: "date" },
        hasField,
      ),
    ).toEqual([
      { field: "name", message: "Name is required." },
      { field: "date", message: "The reminder date cannot be before today." },
      { field: "cost.salePriceInUS", message: "Sale price is required." },
    ]);
  });

  it("leaves fields the form does not have to the dialog's text", () => {
    expect(formFieldErrors({ clientRef: ["Client must be a valid id."], _id: ["Invalid id."] }, {}, hasField)).toEqual([]);
    expect(formFieldErrors(undefined, {}, hasField)).toEqual([]);
    expect(formFieldErrors({ name: [] }, {}, hasField)).toEqual([]);
  });
});

describe("what 'Hold On ...' says (PRODUCT.md#forms)", () => {
  const alertFor = (errors: unknown, values: Record<string, unknown>, incomplete?: string) =>
    invalidFormAlert(
      invalidFieldsOf(errors),
      (path) => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], values),
      WORDS,
      incomplete,
    );
  const error = (message: string) => ({ type: "custom", message, ref: {} });

  it("an empty required field: the general text", () => {
    expect(alertFor({ name: error("Name is required.") }, { name: "" })).toEqual({
      title: "Hold On ...",
      messages: [WORDS.incomplete],
    });
  });

  it("an empty field among filled but invalid ones: still the general text", () => {
    expect(
      alertFor({ time: error(TIME_HOURS_TOO_LARGE), amPM: error("AM/PM is required.") }, { time: "13:00", amPM: "" }).messages,
    ).toEqual([WORDS.incomplete]);
  });

  it.each([
    ["an hour of 13", { time: error(TIME_HOURS_TOO_LARGE) }, { time: "13:45" }, [TIME_HOURS_TOO_LARGE]],
    ["12 AM", { time: error(TIME_TWELVE_AM) }, { time: "12:00" }, [TIME_TWELVE_AM]],
    [
      "a past date",
      { dueDate: error("The due date cannot be earlier than today.") },
      { dueDate: "2020-01-01" },
      ["The due date cannot be earlier than today."],
    ],
    [
      "a malformed e-mail",
      { contactEmailAddress: error("E-mail address must be a valid e-mail address.") },
      { contactEmailAddress: "not-an-email" },
      ["E-mail address must be a valid e-mail address."],
    ],
    [
      "two rules, nested fields",
      { cost: { salePriceInUS: error("Sale price must be a number.") }, time: error(TIME_TWELVE_AM) },
      { cost: { salePriceInUS: "abc" }, time: "12:00" },
      ["Sale price must be a number.", TIME_TWELVE_AM],
    ],
  ])("filled but invalid (%s): that rule's own message", (_, errors, values, messages) => {
    expect(alertFor(errors, values)).toEqual({ title: "Hold On ...", messages });
  });

  it("the transaction panel's own text for an empty field", () => {
    const incomplete = "Please ensure all fields are completed before submitting.";
    expect(alertFor({ column: error("Column is required.") }, { column: "" }, incomplete).messages).toEqual([incomplete]);
    expect(alertFor({ value: error("Amount must be a number, like 1250.00.") }, { value: "abc" }, incomplete).messages).toEqual([
      "Amount must be a number, like 1250.00.",
    ]);
  });

  it("reads react-hook-form's error tree, nested and in arrays, without its refs", () => {
    expect(
      invalidFieldsOf({
        name: { type: "too_small", message: "Name is required.", ref: { name: "name" } },
        rooms: { otherRooms: { type: "custom", message: "Other rooms: at most 50 entries." } },
        services: [undefined, { name: { type: "custom", message: "Too long." } }],
      }),
    ).toEqual([
      { path: "name", message: "Name is required." },
      { path: "rooms.otherRooms", message: "Other rooms: at most 50 entries." },
      { path: "services.1.name", message: "Too long." },
    ]);
  });

  it.each([
    [undefined, true],
    [null, true],
    ["", true],
    ["   ", true],
    [[], true],
    ["0", false],
    [0, false],
    [false, false],
    [[{ name: "Pool" }], false],
  ])("isBlank(%j) → %s", (value, blank) => expect(isBlank(value)).toBe(blank));
});
