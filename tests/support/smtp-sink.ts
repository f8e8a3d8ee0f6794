import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

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

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Recipients answered "550 5.1.1 No such user here". */
  readonly refused = new Set<string>();
  /** A slow server: the wait between the end of a message and the 250 that accepts it. */
  ackDelayMs = 0;
  private server: SMTPServer | null = null;
  private readonly closedSessions = new Set<string>();

  private constructor(private listenPort: number) {}

  /** Starts on `port`, or on a free one (then kept: resume() listens there again). */
  static async start(port = 0): Promise<SmtpSink> {
    const sink = new SmtpSink(port);
    await sink.resume();
    return sink;
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
