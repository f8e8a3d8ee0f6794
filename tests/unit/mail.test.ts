import { simpleParser } from "mailparser";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { formatHour, notificationSettingsSchema } from "@/lib/schemas/notifications";
import { outboxQuerySchema } from "@/lib/schemas/outbox";

/** The mail and jobs rules that need no database: addresses, MIME, the signed links, the schedules' job ids, the tick's secret. */
const TICK_SECRET = "unit-tick-secret-unit-tick-secret-0123456789";

beforeAll(() => {
  process.env.JOBS_TICK_SECRET = TICK_SECRET;
  process.env.NEXTAUTH_SECRET = "unit-auth-secret-unit-auth-secret-0123456789";
  process.env.NEXTAUTH_URL = "https://console.example.test";
  process.env.MAIL_FROM = "";
});

describe("addresses and header text", () => {
  it("accepts one well-formed mailbox only", async () => {
    const { isDeliverableAddress } = await import("@/server/mail/mail-config");
    expect(isDeliverableAddress("ana.rivera@example.test")).toBe(true);
    for (const bad of [
      "",
      "ana",
      "ana@",
      "a@b",
      "two@example.test, three@example.test",
      "Ana <ana@example.test>",
      "evil@example.test\r\nBcc: x@y.test",
      `${"a".repeat(250)}@example.test`,
    ]) {
      expect(isDeliverableAddress(bad), bad).toBe(false);
    }
  });

  it("turns control characters into spaces, so a name or subject is one line", async () => {
    const { headerText } = await import("@/server/mail/mail-config");
    expect(headerText("Eve\r\nBcc: victim@example.test")).toBe("Eve Bcc: victim@example.test");
    expect(headerText("  Tab\there\u0000  ")).toBe("Tab here");
  });

  it("sends from the agency when MAIL_FROM is unset", async () => {
    const { mailFrom } = await import("@/server/mail/mail-config");
    expect(mailFrom()).toEqual({ name: "Blue Horizon Realty", address: "office@bluehorizonrealty.example" });
  });
});

describe("composeMessage", () => {
  it("writes CRLF MIME whose names cannot add headers, with both parts and RFC 8058 headers", async () => {
    const { composeMessage } = await import("@/server/mail/compose-message");
    const raw = await composeMessage({
      from: { name: "Blue Horizon Realty", address: "office@example.test" },
      to: { name: 'Eve "the" <boss>\r\nBcc: victim@example.test', address: "eve@example.test" },
      subject: "Hello\r\nBcc: victim@example.test",
      html: "<p>Hi &amp; welcome</p>",
      text: "Hi & welcome",
      messageId: "<fixed-id@example.test>",
      date: new Date("2026-11-24T12:00:00Z"),
      attachments: [{ filename: "statement.csv", contentType: "text/csv", content: "a,b\n1,2\n" }],
      unsubscribeUrl: "https://console.example.test/api/v1/notifications/unsubscribe/token",
    });
    const text = raw.toString("utf8");
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    const headerBlock = text.slice(0, text.indexOf("\r\n\r\n")).replace(/\r\n\s+/g, " "); // unfolded
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    const parsed = await simpleParser(raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.messageId).toBe("<fixed-id@example.test>");
    expect(parsed.text?.trim()).toBe("Hi & welcome");
    expect(parsed.html).toContain("<p>Hi &amp; welcome</p>");
    expect(parsed.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size }))).toEqual([
      { filename: "statement.csv", contentType: "text/csv", size: 8 },
    ]);
    expect(headerBlock).toContain("List-Unsubscribe: <https://console.example.test/api/v1/notifications/unsubscribe/token>");
    expect(headerBlock).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});

describe("renderEmail", () => {
  it("escapes every value in the HTML and writes a plain-text part that says the same", async () => {
    const { renderEmail } = await import("@/server/mail/render-email");
    const { EmailLayout } = await import("@/server/mail/templates/email-layout");
    const { html, text } = await renderEmail(
      createElement(EmailLayout, { preview: "Preview", footer: "Footer <i>x</i>" }, '<script>alert("x")</script> & more'),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(text).toContain('<script>alert("x")</script> & more');
    expect(text).toMatch(/^Blue Horizon Realty/);
    expect(text).not.toMatch(/^BH$/m);
  }, 30_000); // the first render loads react-dom/server
});

describe("the unsubscribe link", () => {
  it("names its person, and nobody once changed", async () => {
    const { unsubscribeToken, unsubscribeTokenOwner, unsubscribeApiUrl } = await import("@/server/notifications/unsubscribe-link");
    const userId = "0b6f6c39-5f6e-4d5c-9a0b-1c2d3e4f5a6b";
    const token = unsubscribeToken(userId);
    expect(unsubscribeTokenOwner(token)).toBe(userId);
    expect(unsubscribeApiUrl(userId)).toBe(`https://console.example.test/api/v1/notifications/unsubscribe/${token}`);
    const other = "1b6f6c39-5f6e-4d5c-9a0b-1c2d3e4f5a6b";
    expect(unsubscribeTokenOwner(`${other}.${token.split(".")[1]}`)).toBeNull();
    expect(unsubscribeTokenOwner(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    for (const bad of ["", userId, `${userId}.`, `${token}x`, "../../etc"]) expect(unsubscribeTokenOwner(bad), bad).toBeNull();
  });
});

describe("the schedules' job ids", () => {
  it("are UUIDs, the same for the same occurrence and different for another", async () => {
    const { occurrenceJobId } = await import("@/server/jobs/occurrence-id");
    const id = occurrenceJobId("digest.dispatch|hourly|2026-11-24T11:00:00.000Z");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(occurrenceJobId("digest.dispatch|hourly|2026-11-24T11:00:00.000Z")).toBe(id);
    expect(occurrenceJobId("digest.dispatch|hourly|2026-11-24T12:00:00.000Z")).not.toBe(id);
  });
});

describe("the tick's secret", () => {
  it("lets the exact bearer secret through and answers 401 to anything else", async () => {
    const { assertTickAuthorised } = await import("@/server/jobs/tick-authorization");
    expect(() => assertTickAuthorised(`Bearer ${TICK_SECRET}`)).not.toThrow();
    expect(() => assertTickAuthorised(`bearer  ${TICK_SECRET} `)).not.toThrow();
    for (const header of [
      null,
      "",
      TICK_SECRET,
      `Bearer ${TICK_SECRET}x`,
      `Bearer ${TICK_SECRET.slice(0, -1)}`,
      "Basic abc",
      `Bearer ${TICK_SECRET} extra`,
    ]) {
      expect(() => assertTickAuthorised(header), String(header)).toThrow(expect.objectContaining({ code: "UNAUTHORIZED" }));
    }
  });
});

describe("schemas", () => {
  it("reads the Outbox query: blank filters are none, others must be known", () => {
    expect(outboxQuerySchema.parse({ status: "", kind: "" })).toEqual({ skip: 0, limit: 50, status: undefined, kind: undefined });
    expect(outboxQuerySchema.safeParse({ status: "lost" }).error?.issues[0]?.message).toBe(
      "status must be one of: captured, queued, sending, sent, failed.",
    );
    expect(outboxQuerySchema.safeParse({ limit: "101" }).error?.issues[0]?.message).toBe("limit cannot be more than 100.");
  });

  it("reads the digest settings: a yes/no and a whole hour 0–23", () => {
    expect(notificationSettingsSchema.parse({ digest: false, digestHour: 0 })).toEqual({ digest: false, digestHour: 0 });
    for (const bad of [{ digest: true, digestHour: 24 }, { digest: true, digestHour: 6.5 }, { digest: "true", digestHour: 6 }, {}]) {
      expect(notificationSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect([0, 7, 12, 18, 23].map(formatHour)).toEqual(["12:00 AM", "7:00 AM", "12:00 PM", "6:00 PM", "11:00 PM"]);
  });
});
