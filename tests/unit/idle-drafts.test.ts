import { describe, expect, it } from "vitest";
import { draftKey, forgetDrafts, MAX_DRAFT_AGE_MS, saveDraft, takeDraft, withoutPasswords, type DraftStorage } from "@/lib/client/drafts";
import { announcedSeconds, clockText, secondsLeft, spokenTime, warningAfterMs } from "@/lib/idle-warning";
import { expiredSignInPath, safeReturnPath } from "@/lib/return-path";

/** A Storage in memory (the unit project runs in node). */
class MemoryStorage implements DraftStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  keys = () => [...this.items.keys()];
}

const NOW = Date.UTC(2026, 10, 27, 12);
const FORM = "/clients/client-details|Would you like to create this new client?";

describe("form drafts kept across an idle timeout", () => {
  it("gives the draft back to the same user on the same form, once", () => {
    const storage = new MemoryStorage();
    saveDraft("user-a", FORM, { name: "Half typed", phone: { home: "758" } }, { storage, now: NOW });
    expect(takeDraft("user-a", FORM, { storage, now: NOW + 1_000 })).toEqual({ name: "Half typed", phone: { home: "758" } });
    // Taking it deletes it: opening the form again starts from the record.
    expect(takeDraft("user-a", FORM, { storage, now: NOW + 2_000 })).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it("never gives one user's draft to another user, nor to another form", () => {
    const storage = new MemoryStorage();
    saveDraft("user-a", FORM, { name: "A's typing" }, { storage, now: NOW });
    expect(takeDraft("user-b", FORM, { storage, now: NOW })).toBeNull();
    expect(
      takeDraft("user-a", "/clients/client-details/1|Would you like to save the details for this client?", { storage, now: NOW }),
    ).toBeNull();
    // Still there for its owner.
    expect(takeDraft("user-a", FORM, { storage, now: NOW })).toEqual({ name: "A's typing" });
  });

  it("keeps no draft without a user", () => {
    const storage = new MemoryStorage();
    saveDraft("", FORM, { name: "x" }, { storage, now: NOW });
    expect(storage.keys()).toEqual([]);
    expect(takeDraft("", FORM, { storage, now: NOW })).toBeNull();
  });

  it("drops a draft older than a session can last, or dated in the future, or unreadable", () => {
    const storage = new MemoryStorage();
    saveDraft("user-a", FORM, { name: "old" }, { storage, now: NOW });
    expect(takeDraft("user-a", FORM, { storage, now: NOW + MAX_DRAFT_AGE_MS + 1 })).toBeNull();
    expect(storage.keys()).toEqual([]);

    saveDraft("user-a", FORM, { name: "future" }, { storage, now: NOW + 60_000 });
    expect(takeDraft("user-a", FORM, { storage, now: NOW })).toBeNull();

    for (const stored of ["{", "null", '{"savedAt":"x","values":{}}', `{"savedAt":${NOW},"values":"text"}`]) {
      storage.setItem(draftKey("user-a", FORM), stored);
      expect(takeDraft("user-a", FORM, { storage, now: NOW })).toBeNull();
      expect(storage.keys()).toEqual([]);
    }
  });

  it("never keeps a password: by field name at any depth, and by the names the form shows as passwords", () => {
    const storage = new MemoryStorage();
    const values = {
      email: "a@example.com",
      password: "hunter2-secret",
      confirmPassword: "hunter2-secret",
      newPassphrase: "x",
      apiSecret: "y",
      login: { password: "nested", name: "kept" },
      pin: "1234",
      passportNumber: "P123",
    };
    saveDraft("user-a", "/users/user-details|q", values, { storage, now: NOW, secret: new Set(["pin"]) });
    const stored = storage.getItem(draftKey("user-a", "/users/user-details|q")) ?? "";
    expect(stored).not.toContain("hunter2");
    expect(stored).not.toContain("nested");
    expect(stored).not.toContain("1234");
    expect(takeDraft("user-a", "/users/user-details|q", { storage, now: NOW })).toEqual({
      email: "a@example.com",
      login: { name: "kept" },
      passportNumber: "P123",
    });
    expect(withoutPasswords([{ password: "p", n: 1 }])).toEqual([{ n: 1 }]);
  });

  it("sign-out deletes every draft of every user, and nothing else", () => {
    const storage = new MemoryStorage();
    saveDraft("user-a", FORM, { name: "a" }, { storage, now: NOW });
    saveDraft("user-b", FORM, { name: "b" }, { storage, now: NOW });
    storage.setItem("agency:last-activity", "1");
    forgetDrafts(storage);
    expect(storage.keys()).toEqual(["agency:last-activity"]);
  });

  it("survives storage that refuses to write", () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(() => saveDraft("user-a", FORM, { name: "a" }, { storage, now: NOW })).not.toThrow();
    expect(takeDraft("user-a", FORM, { storage, now: NOW })).toBeNull();
  });
});

describe("the idle warning's timing and words", () => {
  it("warns a minute ahead, or after a quarter of a short timeout", () => {
    expect(warningAfterMs(300_000)).toBe(240_000);
    expect(warningAfterMs(120_000)).toBe(60_000);
    expect(warningAfterMs(60_000)).toBe(15_000);
    expect(warningAfterMs(4_000)).toBe(1_000);
  });

  it("counts m:ss, rounding up to the end", () => {
    expect(secondsLeft(59_001)).toBe(60);
    expect(secondsLeft(59_000)).toBe(59);
    expect(secondsLeft(-5)).toBe(0);
    expect(clockText(60)).toBe("1:00");
    expect(clockText(59)).toBe("0:59");
    expect(clockText(5)).toBe("0:05");
    expect(clockText(0)).toBe("0:00");
  });

  it("speaks at the start, then at 30 and 10 seconds — not every second", () => {
    const spoken = new Set<number>();
    for (let s = 59; s >= 0; s--) spoken.add(announcedSeconds(59, s));
    expect([...spoken]).toEqual([59, 30, 10]);
    // A warning that opens with less left speaks only the marks still ahead.
    expect(new Set([3, 2, 1, 0].map((s) => announcedSeconds(3, s)))).toEqual(new Set([3]));
    expect(new Set([20, 15, 10, 5].map((s) => announcedSeconds(20, s)))).toEqual(new Set([20, 10]));
    expect(spokenTime(60)).toBe("1 minute");
    expect(spokenTime(90)).toBe("1 minute 30 seconds");
    expect(spokenTime(30)).toBe("30 seconds");
    expect(spokenTime(1)).toBe("1 second");
  });
});

describe("where sign-in returns after an expiry", () => {
  it.each([
    ["/clients", "/clients"],
    ["/clients/client-details?x=1#top", "/clients/client-details?x=1#top"],
    ["/listings/view/abc", "/listings/view/abc"],
    ["//evil.example/path", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["javascript:alert(1)", null],
    ["clients", null],
    ["", null],
    ["/login", null],
    ["/login?expired=1", null],
    ["/api/v1/clients", null],
    ["/clients\n/x", null],
    ["/clients\\..\\x", null],
    [`/${"a".repeat(2_000)}`, null],
    [["/clients", "/users"], null],
    [undefined, null],
  ])("safeReturnPath(%j) is %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("builds the sign-in address with the page, or without it", () => {
    expect(expiredSignInPath("/clients/client-details")).toBe("/login?expired=1&next=%2Fclients%2Fclient-details");
    expect(expiredSignInPath("/")).toBe("/login?expired=1");
    expect(expiredSignInPath("//evil.example")).toBe("/login?expired=1");
  });
});
