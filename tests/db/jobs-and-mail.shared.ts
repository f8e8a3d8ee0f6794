import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { SmtpSink } from "../support/smtp-sink";
import { appForSuite, type OpenDatabase } from "./app-database";
import { clientData, listingData, userData } from "./factories";

/**
 * Jobs and mail on the app's own modules, against a real SMTP server: a
 * message and its job commit with their cause or not at all, each message
 * arrives once (retries, repeats and a second digest pass included), a
 * refused one fails with the server's answer and can be sent again, and a
 * person's digest goes out once a day. Shared by the PostgreSQL and PGlite
 * files (each process opens one database).
 */
export function jobsAndMailSuite(name: string, open: OpenDatabase) {
  describe(`jobs and mail (${name})`, () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await SmtpSink.start();
      process.env.SMTP_URL = sink.url;
    });
    afterAll(() => sink?.stop());
    const app = appForSuite(
      open,
      async () => ({
        ...(await import("@/server/mail/queue-message")),
        ...(await import("@/server/jobs/runner")),
        ...(await import("@/server/jobs/enqueue")),
        ...(await import("@/server/outbox/retry-outbox-message")),
        ...(await import("@/server/digest/dispatch-digests")),
        ...(await import("@/server/digest/send-digest")),
        ...(await import("@/server/mail/templates/email-layout")),
      }),
      {
        settings: { MAIL_FROM: '"Blue Horizon Realty" <office@bluehorizon.test>', MAIL_MAX_ATTEMPTS: "2", MAIL_RETRY_DELAY_SECONDS: "1" },
        jobs: true,
      },
    );

    const body = (text: string) => createElement(app.EmailLayout, { preview: text, footer: "Test footer." }, text);
    const mailJobs = async () =>
      Number(
        (
          await app.prisma.$queryRaw<
            { count: bigint }[]
          >`SELECT count(*) AS count FROM pgboss.job WHERE name = 'mail.send' AND state IN ('created', 'retry')`
        )[0]!.count,
      );
    /** Runs what is due until the queue is empty (a retry's backoff is waited out). */
    async function drain(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        await app.runDueJobs({ budgetMs: 5_000 });
        const left = await app.prisma.$queryRaw<{ count: bigint }[]>`
          SELECT count(*) AS count FROM pgboss.job WHERE name NOT LIKE '__pgboss%' AND state IN ('created', 'retry', 'active')`;
        if (Number(left[0]!.count) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error("jobs still waiting");
    }

    it("writes a message and its job with their cause, or neither", async () => {
      const before = await mailJobs();
      const address = `rolled.back.${Date.now()}@example.test`;
      const never = await app.prepareMessage({ kind: "digest", to: { address }, subject: "Never", body: body("Never sent") });
      await expect(
        app.prisma.$transaction(async (tx) => {
          await tx.user.create({ data: userData({ email: address }) });
          await app.queueMessage(tx, never);
          throw new Error("the cause fails");
        }),
      ).rejects.toThrow("the cause fails");
      expect(await app.prisma.user.count({ where: { email: address } })).toBe(0);
      expect(await app.prisma.outboxMessage.count({ where: { toAddress: address } })).toBe(0);
      expect(await mailJobs()).toBe(before);

      const hello = await app.prepareMessage({
        kind: "digest",
        to: { name: "Rosa Díaz", address: "rosa@example.test" },
        subject: "Hello",
        body: body("Hello"),
      });
      const { id } = await app.prisma.$transaction((tx) => app.queueMessage(tx, hello));
      expect((await app.prisma.outboxMessage.findUniqueOrThrow({ where: { id } })).status).toBe("queued");
      expect(await mailJobs()).toBe(before + 1);

      await drain();
      const stored = await app.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
      expect(stored).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(stored.smtpResponse).toMatch(/^250/);
      const arrived = sink.received.filter((mail) => mail.parsed.messageId === stored.messageId);
      expect(arrived).toHaveLength(1);
      // The bytes that arrived are the bytes stored (GET /outbox/{id}/raw).
      expect(arrived[0]!.raw.toString("utf8").trimEnd()).toBe(Buffer.from(stored.raw).toString("utf8").trimEnd());
      expect(arrived[0]!.mailFrom).toBe("office@bluehorizon.test");
      expect(arrived[0]!.parsed.to).toMatchObject({ value: [{ name: "Rosa Díaz", address: "rosa@example.test" }] });

      // A repeat of the job finds the message sent and sends nothing.
      await app.runDueJobs({ budgetMs: 2_000 });
      const { sendOutboxMessage } = await import("@/server/mail/send-message");
      await sendOutboxMessage(id, { id: "repeat", retryCount: 0, isLastTry: false });
      expect(sink.received.filter((mail) => mail.parsed.messageId === stored.messageId)).toHaveLength(1);
    });

    it("writes one message per idempotency key", async () => {
      const key = `test:${Date.now()}`;
      const message = {
        kind: "digest" as const,
        to: { address: "once@example.test" },
        subject: "Once",
        body: body("Once"),
        idempotencyKey: key,
      };
      const first = await app.prisma.$transaction(async (tx) => app.queueMessage(tx, await app.prepareMessage(message)));
      const second = await app.prisma.$transaction(async (tx) => app.queueMessage(tx, await app.prepareMessage(message)));
      expect(first).toMatchObject({ created: true, captured: false }); // this suite has a mail server
      expect(second).toEqual({ id: first.id, created: false, captured: false });
      expect(await app.prisma.outboxMessage.count({ where: { idempotencyKey: key } })).toBe(1);
      await drain();
    });

    it("refuses an address that cannot receive mail with a 422, and its cause rolls back", async () => {
      for (const address of [
        "",
        "not-an-address",
        "a@b",
        "two@example.test, three@example.test",
        "evil@example.test\r\nBcc: x@example.test",
      ]) {
        const marker = `bad.address.${Math.random().toString(36).slice(2)}@example.test`;
        await expect(
          app.prisma.$transaction(async (tx) => {
            await tx.user.create({ data: userData({ email: marker }) });
            await app.queueMessage(tx, await app.prepareMessage({ kind: "digest", to: { address }, subject: "Bad", body: body("Bad") }));
          }),
        ).rejects.toMatchObject({ code: "UNPROCESSABLE", fieldErrors: { to: ["A valid e-mail address is required."] } });
        expect(await app.prisma.user.count({ where: { email: marker } })).toBe(0);
      }
    });

    it("fails a message the server refuses for good, with its answer, and sends it again on request", async () => {
      sink.refused.add("nobody@example.test");
      const refused = await app.prepareMessage({
        kind: "digest",
        to: { address: "nobody@example.test" },
        subject: "Refused",
        body: body("Refused"),
      });
      const { id } = await app.prisma.$transaction((tx) => app.queueMessage(tx, refused));
      await drain();
      const failed = await app.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed.lastError).toMatch(/550.*No such user here/);

      sink.refused.delete("nobody@example.test");
      await app.retryOutboxMessage(id);
      await expect(app.retryOutboxMessage(id)).rejects.toMatchObject({ code: "CONFLICT" });
      await drain();
      const sent = await app.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
      expect(sink.received.filter((mail) => mail.parsed.messageId === sent.messageId)).toHaveLength(1);
    });

    it("gives a person one digest a day, however often it is decided, and none with nothing to say", async () => {
      const specialist = await app.prisma.user.create({
        data: userData({ firstName: "Digest", email: `digest.${Date.now()}@example.test` }),
      });
      const quiet = await app.prisma.user.create({ data: userData({ firstName: "Quiet", email: `quiet.${Date.now()}@example.test` }) });
      const client = await app.prisma.client.create({ data: clientData() });
      const listing = await app.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: specialist.id }) });
      const now = new Date();
      await app.prisma.reminder.create({
        data: {
          name: "Walk-through <today> & more",
          listingId: listing.id,
          specialistId: specialist.id,
          dueAt: now,
          time: "09:00",
          amPM: "AM",
          notes: "-",
        },
      });
      const { agencyDay } = await import("@/lib/domain/agency-time");
      const { env } = await import("@/server/env");
      const day = agencyDay(now, env().APP_TIME_ZONE).date;

      await Promise.all([
        app.sendDigest({ userId: specialist.id, day, now }),
        app.sendDigest({ userId: specialist.id, day, now }),
        app.sendDigest({ userId: quiet.id, day, now }),
      ]);
      await app.sendDigest({ userId: specialist.id, day, now });
      const digests = await app.prisma.outboxMessage.findMany({ where: { relatedId: specialist.id, kind: "digest" } });
      expect(digests).toHaveLength(1);
      expect(digests[0]!.idempotencyKey).toBe(`digest:${specialist.id}:${day}`);
      expect(digests[0]!.subject).toMatch(/1 reminder today/);
      expect(digests[0]!.html).toContain("Walk-through &lt;today&gt; &amp; more");
      expect(await app.prisma.outboxMessage.count({ where: { relatedId: quiet.id } })).toBe(0);
      const claimed = await app.prisma.notificationSetting.findUniqueOrThrow({ where: { userId: quiet.id } });
      expect(claimed.digestCheckedOn?.toISOString().slice(0, 10)).toBe(day);

      // A dispatch pass after the day is decided queues nothing for either of them.
      await app.dispatchDigests({ now });
      const queued = await app.prisma.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM pgboss.job WHERE name = 'digest.send' AND data->>'userId' IN (${specialist.id}, ${quiet.id})`;
      expect(Number(queued[0]!.count)).toBe(0);

      await drain();
      const arrived = sink.to(specialist.email);
      expect(arrived).toHaveLength(1);
      const header = (name: string) => arrived[0]!.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, " ");
      expect(header("list-unsubscribe")).toMatch(
        /^List-Unsubscribe: <http.*\/api\/v1\/notifications\/unsubscribe\/[0-9a-f-]{36}\.[\w-]{43}>$/,
      );
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    });

    it("the digest says which documents expired or expire within 60 days, users' to admins only (issue 30 §1)", async () => {
      const { buildDigestContent } = await import("@/server/digest/digest-content");
      const { digestSubject, DigestEmail } = await import("@/server/digest/digest-email");
      const { render } = await import("@react-email/render");
      const { actorOf } = await import("@/server/auth/actor");
      const { agencyDay } = await import("@/lib/domain/agency-time");
      const { env } = await import("@/server/env");
      const { addDays } = await import("@/lib/domain/recurrence");
      const specialist = await app.prisma.user.create({
        data: userData({ firstName: "Papers", email: `papers.${Date.now()}@example.test` }),
      });
      const admin = await app.prisma.user.create({ data: userData({ role: "admin", email: `papers.admin.${Date.now()}@example.test` }) });
      const client = await app.prisma.client.create({ data: clientData() });
      const now = new Date();
      const today = agencyDay(now, env().APP_TIME_ZONE).date;
      const paper = (entity: string, recordId: string, title: string, days: number) =>
        app.prisma.document.create({
          data: {
            entity,
            recordId,
            title,
            category: "identity",
            fileName: `${title}.pdf`,
            contentType: "application/pdf",
            complete: true,
            expiresOn: new Date(`${addDays(today, days)}T00:00:00Z`),
            uploadedByName: "Test",
          },
        });
      const expired = await paper("clients", client.id, "Expired passport", -3);
      const soon = await paper("clients", client.id, "Residence permit", 20);
      await paper("clients", client.id, "Far-off licence", 61);
      const permit = await paper("users", specialist.id, "Work permit", 10);

      const ofSpecialist = await buildDigestContent(actorOf(specialist), { now });
      const seen = ofSpecialist.documents.rows.map((row) => row._id);
      expect(seen).toEqual(expect.arrayContaining([expired.id, soon.id]));
      expect(seen).not.toContain(permit.id);
      expect(ofSpecialist.documents.days).toBe(60);
      expect(ofSpecialist.documents.rows.find((row) => row._id === expired.id)).toMatchObject({ daysLeft: -3, recordName: client.name });
      const ofAdmin = await buildDigestContent(actorOf(admin), { now });
      expect(ofAdmin.documents.rows.map((row) => row._id)).toContain(permit.id);
      expect(ofAdmin.documents.total).toBe(ofSpecialist.documents.total + 1);

      const { translatorFor } = await import("@/server/i18n/translator");
      const t = await translatorFor("en");
      expect(digestSubject(ofSpecialist, t, "en")).toMatch(/\d+ documents? expiring/);
      const html = await render(
        createElement(DigestEmail, {
          t,
          language: "en",
          firstName: "Papers",
          content: ofSpecialist,
          digestHour: 7,
          unsubscribeUrl: "https://x.test/u",
        }),
      );
      expect(html).toContain("Documents expired or expiring within 60 days");
      expect(html).toContain("Expired passport");
      expect(html).toContain(`/clients/view/${client.id}`);
      expect(html).toMatch(/Expired \w{3} \d+, \d{4} \(3 days ago\)/);
      await app.prisma.document.deleteMany({ where: { id: { in: [expired.id, soon.id, permit.id] } } });
      await app.prisma.document.deleteMany({ where: { recordId: client.id } });
    });

    it("queues each schedule's occurrence once, however many ticks see it", async () => {
      // The drains above were ticks too: each schedule's latest occurrence is queued already, once.
      const again = await Promise.all([app.runDueJobs({ budgetMs: 3_000 }), app.runDueJobs({ budgetMs: 3_000 })]);
      expect(again.map((report) => report.scheduled)).toEqual([0, 0]);
      const fired = await app.prisma.$queryRaw<{ name: string; count: bigint }[]>`
        SELECT name, count(*) AS count FROM pgboss.job WHERE name IN ('digest.dispatch', 'outbox.prune') GROUP BY name ORDER BY name`;
      expect(fired.map((row) => [row.name, Number(row.count)])).toEqual([
        ["digest.dispatch", 1],
        ["outbox.prune", 1],
      ]);
    });
  });
}
