import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * The servers send to one port (E2E_PORTS.smtp), and Playwright runs two spec
 * files at once: a file that starts the sink there holds this lock from
 * start() to close(), so files that read mail take turns (and a file's
 * stop()/resume() — a mail server down for a while — never lets another
 * file's sink take the port meanwhile). A lock whose process is gone, or is
 * this very worker (a file before this one that did not close), is taken over.
 */
class PortLock {
  private constructor(private readonly path: string) {}

  static async acquire(port: number, waitMs: number): Promise<PortLock> {
    const path = join(tmpdir(), `agency-console-smtp-sink-${port}.lock`);
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        writeFileSync(path, String(process.pid), { flag: "wx" });
        const lock = new PortLock(path);
        process.once("exit", () => lock.release());
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      if (!PortLock.heldByAnother(path)) {
        try {
          unlinkSync(path);
        } catch {
          // another file took it over first: wait for it like any holder
        }
        continue;
      }
      if (Date.now() > deadline) throw new Error(`The SMTP sink's port ${port} stayed in use by another spec file for ${waitMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  private static heldByAnother(path: string): boolean {
    let pid: number;
    try {
      pid = Number(readFileSync(path, "utf8"));
    } catch {
      return false;
    }
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  release(): void {
    try {
      if (Number(readFileSync(this.path, "utf8")) === process.pid) unlinkSync(this.path);
    } catch {
      // already gone
    }
  }
}

/**
 * A real SMTP server for the tests (nodemailer's smtp-server on 127.0.0.1):
 * it keeps every message it accepts — the bytes as they arrived and the
 * message parsed as MIME (mailparser) — can refuse chosen recipients for good
 * (550), and can be stopped and started again on the same port (a mail server
 * that is down for a while).
 */
export interface ReceivedMail {
  raw: Buffer;
  parsed: ParsedMail;
  mailFrom: string;
  rcptTo: string[];
}

/** How long start() waits for another spec file to close its sink on the same port. */
export const SINK_WAIT_MS = 240_000;

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered "550 5.1.1 No such user here". */
  readonly refused = new Set<string>();
  /** A slow server: the wait between the end of a message and the 250 that accepts it. */
  ackDelayMs = 0;
  private holding = false;
  private held: { sessionId: string; answer: () => void }[] = [];
  private server: SMTPServer | null = null;
  private lock: PortLock | null = null;
  private readonly closedSessions = new Set<string>();

  private constructor(private listenPort: number) {}

  /**
   * Starts on `port`, or on a free one (then kept: resume() listens there again).
   * A fixed port is held (PortLock) until close(): call it in afterAll, and give
   * the beforeAll time to wait for another file's turn (`SINK_WAIT_MS`).
   */
  static async start(port = 0): Promise<SmtpSink> {
    const sink = new SmtpSink(port);
    if (port !== 0) sink.lock = await PortLock.acquire(port, SINK_WAIT_MS);
    try {
      await sink.resume();
    } catch (error) {
      sink.lock?.release();
      throw error;
    }
    return sink;
  }

  /** Stops listening for good and lets the next spec file have the port. */
  async close(): Promise<void> {
    await this.stop();
    this.lock?.release();
    this.lock = null;
  }

  get port(): number {
    return this.listenPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listening again after stop(). */
  async resume(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          return callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
        }
        callback();
      },
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then(async (parsed) => {
              if (this.ackDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.ackDelayMs));
              if (this.holding) await new Promise<void>((answer) => this.held.push({ sessionId: session.id, answer }));
              // A sender gone before the 250 never learnt the message was taken: the server keeps nothing, as real ones do.
              if (this.closedSessions.has(session.id)) return callback(new Error("The connection closed before the message was accepted."));
              this.received.push({
                raw,
                parsed,
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.listenPort, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    if (typeof address === "object" && address) this.listenPort = address.port;
    server.on("error", () => {}); // a client that hangs up mid-message is not the test's failure
    this.server = server;
  }

  /**
   * From now on no message gets its 250 until releaseAnswers(): `received` holds exactly the messages
   * answered so far (a sender that kept its 250 has been told the message was taken).
   */
  holdAnswers(): void {
    this.holding = true;
  }

  /**
   * Answers the held messages once each of their senders has hung up (a killed sender's connection closing):
   * a sender gone before its 250 gets nothing kept, as with a real server. Fails if a sender stays connected.
   */
  async releaseAnswers(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.held.some((message) => !this.closedSessions.has(message.sessionId))) {
      if (Date.now() > deadline) throw new Error(`A sender held without its 250 was still connected after ${timeoutMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    this.holding = false;
    for (const message of this.held.splice(0)) message.answer();
  }

  /** Stops listening: senders get "connection refused" until resume(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages to one recipient. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.rcptTo.includes(address.toLowerCase()) || mail.rcptTo.includes(address));
  }

  /** Waits until `predicate` holds for some message (polling), or fails after `timeoutMs`. */
  async waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No such message arrived within ${timeoutMs} ms (${this.received.length} received).`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
