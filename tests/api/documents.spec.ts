import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { DocumentDto } from "@/lib/schemas/document";
import type { HistoryEventDto } from "@/lib/schemas/history";
import { decompressionBomb, scriptedSvg, zipWithScript } from "@/tests/support/pictures";
import { countsInTestDatabase } from "@/tests/support/test-database";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "../support/api";
import { docxBytes, odtBytes, pdfBytes, uploadDocument, xlsxBytes, zipBombDocx, type UploadFields } from "../support/documents";
import { zipOf } from "../support/zip";
import { postTransactionViaApi } from "../support/accounts";
import { createUserViaApi } from "../support/users";

/**
 * Documents on records (issue 30 §1): upload by multipart, type decided by the
 * bytes, safe downloads, authorization by the record, History events, and the
 * hostile files of the issue — each a clear 4xx or a safe stored name, never a
 * 5xx, and nothing half-written (rows are counted in the database itself,
 * unfinished ones included).
 */
let admin: string;
let specialist: string;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
  specialist = await apiLogin(request, "specialist");
});

function storedRows(recordId: string) {
  return countsInTestDatabase<"documents" | "chunks">(
    `SELECT (SELECT count(*) FROM documents WHERE record_id = $1) AS documents,
              (SELECT count(*) FROM document_chunks c JOIN documents d ON d.id = c.document_id WHERE d.record_id = $1) AS chunks`,
    [recordId],
  );
}

async function listOf(request: APIRequestContext, entity: string, recordId: string, token = admin): Promise<DocumentDto[]> {
  const response = await request.get(`${API}/documents`, { headers: tokenHeaders(token), params: { entity, recordId } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DocumentDto[];
}

async function historyTexts(request: APIRequestContext, entity: string, id: string): Promise<string[]> {
  const response = await request.get(`${API}/history/${entity}/${id}`, { headers: tokenHeaders(admin) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as HistoryEventDto[]).flatMap((event) => event.changes.map((change) => change.to ?? ""));
}

async function uploaded(response: Awaited<ReturnType<typeof uploadDocument>>): Promise<DocumentDto> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as DocumentDto;
}

test.describe("uploading, reading, changing and removing", () => {
  test("a PDF on a client: 201 with its description, listed, read back byte for byte, in the History", async ({ request }) => {
    const client = await createClientViaApi(request, specialist);
    const bytes = pdfBytes("management contract");
    const document = await uploaded(
      await uploadDocument(
        request,
        specialist,
        { entity: "clients", recordId: client._id, category: "contract", expiresOn: "2027-03-31" },
        { name: "Management contract.pdf", buffer: bytes, mimeType: "text/html" },
      ),
    );
    expect(document).toMatchObject({
      entity: "clients",
      recordId: client._id,
      title: "Management contract",
      category: "contract",
      fileName: "Management contract.pdf",
      contentType: "application/pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      expiresOn: "2027-03-31",
      uploadedBy: { name: expect.any(String) },
    });
    expect(document.uploadedBy._id).toMatch(/^[0-9a-f-]{36}$/);

    expect((await listOf(request, "clients", client._id)).map((row) => row._id)).toEqual([document._id]);
    const one = await request.get(`${API}/documents/${document._id}`, { headers: tokenHeaders(admin) });
    expect(await one.json()).toEqual(document);

    const content = await request.get(`${API}/documents/${document._id}/content`, { headers: tokenHeaders(admin) });
    expect(content.status()).toBe(200);
    expect(Buffer.compare(await content.body(), bytes)).toBe(0);
    const headers = content.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toBe(
      `attachment; filename="Management contract.pdf"; filename*=UTF-8''Management%20contract.pdf`,
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const inline = await request.get(`${API}/documents/${document._id}/content?inline=1`, { headers: tokenHeaders(admin) });
    expect(inline.headers()["content-disposition"]).toMatch(/^inline; /);

    expect(await historyTexts(request, "clients", client._id)).toContain("document added 'Management contract' (Management contract.pdf)");
  });

  test("a phone photo: its EXIF rotation applied in the thumbnail; inline allowed for pictures only", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#3a7" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const document = await uploaded(
      await uploadDocument(
        request,
        admin,
        { entity: "clients", recordId: client._id, category: "photo" },
        { name: "IMG_0042.JPG", buffer: photo },
      ),
    );
    expect(document).toMatchObject({ contentType: "image/jpeg", hasThumbnail: true, fileName: "IMG_0042.JPG" });
    const thumbnail = await request.get(`${API}/documents/${document._id}/thumbnail`, { headers: tokenHeaders(admin) });
    expect(thumbnail.headers()["content-type"]).toBe("image/webp");
    const metadata = await sharp(await thumbnail.body()).metadata();
    expect(metadata.width! < metadata.height!, "rotated upright: taller than wide").toBe(true);
    const inline = await request.get(`${API}/documents/${document._id}/content?inline=1`, { headers: tokenHeaders(admin) });
    expect(inline.headers()["content-disposition"]).toMatch(/^inline; /);

    const docx = await uploaded(
      await uploadDocument(request, admin, { entity: "clients", recordId: client._id }, { name: "lease.docx", buffer: docxBytes() }),
    );
    const asked = await request.get(`${API}/documents/${docx._id}/content?inline=1`, { headers: tokenHeaders(admin) });
    expect(asked.headers()["content-disposition"], "a Word file is only ever downloaded").toMatch(/^attachment; /);
    await expectApiError(await request.get(`${API}/documents/${docx._id}/thumbnail`, { headers: tokenHeaders(admin) }), 404);
  });

  test("office files are told apart by their ZIP directory; text and CSV by content and name", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const cases: [string, Buffer, string, string][] = [
      ["lease.docx", docxBytes(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "lease.docx"],
      ["rent roll.xlsx", xlsxBytes(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "rent roll.xlsx"],
      ["notes.odt", odtBytes(), "application/vnd.oasis.opendocument.text", "notes.odt"],
      ["payments.csv", Buffer.from("date,amount\n2026-11-01,1200.00\n"), "text/csv", "payments.csv"],
      ["Notes café.txt", Buffer.from("Keys are with the neighbour — flat 2.\n"), "text/plain", "Notes café.txt"],
      // A Word file sent under another name keeps an extension of what it is.
      ["scan.pdf", docxBytes(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "scan.pdf.docx"],
      ["readme.html", Buffer.from("Just words, no markup.\n"), "text/plain", "readme.html.txt"],
    ];
    for (const [name, buffer, contentType, fileName] of cases) {
      const document = await uploaded(await uploadDocument(request, admin, { entity: "clients", recordId: client._id }, { name, buffer }));
      expect(document, name).toMatchObject({ contentType, fileName });
    }
    const text = (await listOf(request, "clients", client._id)).find((row) => row.fileName === "Notes café.txt")!;
    const content = await request.get(`${API}/documents/${text._id}/content`, { headers: tokenHeaders(admin) });
    expect(content.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(content.headers()["content-disposition"]).toBe(`attachment; filename="Notes cafe.txt"; filename*=UTF-8''Notes%20caf%C3%A9.txt`);
  });

  test("rename, recategorise, re-date; remove; each in the record's History", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    // An account's documents need the account: 404 before it exists.
    await expectApiError(
      await uploadDocument(request, admin, { entity: "accounts", recordId: client._id }, { name: "x.pdf", buffer: pdfBytes() }),
      404,
    );
    await postTransactionViaApi(request, admin, client._id);
    const document = await uploaded(
      await uploadDocument(request, admin, { entity: "accounts", recordId: client._id }, { name: "x.pdf", buffer: pdfBytes() }),
    );
    const changed = await request.put(`${API}/documents/update`, {
      headers: tokenHeaders(admin),
      data: { _id: document._id, title: "Wire receipt May", category: "receipt", expiresOn: "2026-12-31" },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    expect(await changed.json()).toMatchObject({
      title: "Wire receipt May",
      category: "receipt",
      expiresOn: "2026-12-31",
      fileName: "x.pdf",
    });
    const cleared = await request.put(`${API}/documents/update`, {
      headers: tokenHeaders(admin),
      data: { _id: document._id, expiresOn: null },
    });
    expect(await cleared.json()).toMatchObject({ title: "Wire receipt May", expiresOn: null });
    await expectApiError(
      await request.put(`${API}/documents/update`, { headers: tokenHeaders(admin), data: { _id: document._id, category: "poem" } }),
      400,
      { field: "category" },
    );
    await expectApiError(
      await request.put(`${API}/documents/update`, { headers: tokenHeaders(admin), data: { _id: document._id, title: " " } }),
      400,
      { field: "title" },
    );

    const removed = await request.delete(`${API}/documents/remove/${document._id}`, { headers: tokenHeaders(admin) });
    expect(removed.status()).toBe(200);
    await expectApiError(await request.get(`${API}/documents/${document._id}`, { headers: tokenHeaders(admin) }), 404);
    await expectApiError(await request.delete(`${API}/documents/remove/${document._id}`, { headers: tokenHeaders(admin) }), 404);
    const texts = await historyTexts(request, "accounts", client._id);
    expect(texts).toContain("document changed 'Wire receipt May' (x.pdf)");
    expect(texts).toContain("document removed 'Wire receipt May' (x.pdf)");
    expect(await storedRows(client._id)).toEqual({ documents: 0, chunks: 0 });
  });

  test("a file larger than one chunk streams in and out whole", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(700 * 1024, 0x41)]);
    const document = await uploaded(
      await uploadDocument(request, admin, { entity: "clients", recordId: client._id }, { name: "big.pdf", buffer: bytes }),
    );
    expect(await storedRows(client._id)).toEqual({ documents: 1, chunks: 3 });
    const content = await request.get(`${API}/documents/${document._id}/content`, { headers: tokenHeaders(admin) });
    expect(
      createHash("sha256")
        .update(await content.body())
        .digest("hex"),
    ).toBe(document.sha256);
  });

  test("deleting the record deletes its documents", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const document = await uploaded(
      await uploadDocument(request, admin, { entity: "clients", recordId: client._id }, { name: "a.pdf", buffer: pdfBytes() }),
    );
    expect((await request.delete(`${API}/clients/remove/${client._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
    await expectApiError(await request.get(`${API}/documents/${document._id}`, { headers: tokenHeaders(admin) }), 404);
    expect(await storedRows(client._id)).toEqual({ documents: 0, chunks: 0 });
  });
});

test.describe("hostile files: a clear 4xx or a safe stored name, nothing half-written", () => {
  const hostile: { name: string; file: () => Promise<Buffer> | Buffer; status: number; message?: RegExp }[] = [
    { name: "page.pdf", file: () => Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"), status: 415, message: /markup/ },
    { name: "logo.svg", file: scriptedSvg, status: 415, message: /markup/ },
    {
      name: "logo.png",
      file: () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("  \n<svg onload=alert(1)>")]),
      status: 415,
    },
    { name: "scan.pdf", file: () => Buffer.from(`<html><body><script>x</script>%PDF-1.4</body></html>`), status: 415 },
    { name: "bomb.png", file: () => decompressionBomb(), status: 400, message: /pixels/ },
    { name: "report.docx", file: zipBombDocx, status: 415, message: /expand/ },
    { name: "archive.docx", file: zipWithScript, status: 415 },
    { name: "macro.docx", file: () => Buffer.from(docxWithMacros()), status: 415, message: /macros/ },
    { name: "setup.pdf", file: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), status: 415, message: /Programs/ },
    { name: "tool.txt", file: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(100)]), status: 415 },
    { name: "run.txt", file: () => Buffer.from("#!/bin/sh\nrm -rf /\n"), status: 415 },
    { name: "binary.txt", file: () => Buffer.from("text\u0000with a NUL"), status: 415 },
    { name: "latin1.txt", file: () => Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), status: 415 },
    { name: "empty.pdf", file: () => Buffer.alloc(0), status: 400 },
  ];
  for (const item of hostile) {
    test(`${item.name} → ${item.status}`, async ({ request }) => {
      const client = await createClientViaApi(request, admin);
      const response = await uploadDocument(
        request,
        admin,
        { entity: "clients", recordId: client._id },
        { name: item.name, buffer: await item.file() },
      );
      await expectApiError(response, item.status, item.message ? { message: item.message } : {});
      expect(await storedRows(client._id)).toEqual({ documents: 0, chunks: 0 });
    });
  }

  test("a PDF/HTML polyglot is kept as a PDF and never served as a page", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const polyglot = Buffer.from("%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n");
    const document = await uploaded(
      await uploadDocument(
        request,
        admin,
        { entity: "clients", recordId: client._id },
        { name: "invoice.html", buffer: polyglot, mimeType: "text/html" },
      ),
    );
    expect(document).toMatchObject({ contentType: "application/pdf", fileName: "invoice.html.pdf" });
    for (const query of ["", "?inline=1"]) {
      const content = await request.get(`${API}/documents/${document._id}/content${query}`, { headers: tokenHeaders(admin) });
      expect(content.headers()["content-type"]).toBe("application/pdf");
      expect(content.headers()["x-content-type-options"]).toBe("nosniff");
      expect(content.headers()["content-security-policy"]).toContain("sandbox");
    }
  });

  test('a file name with ";\\r\\n and ../ is stored flat and sent back in a well-formed header', async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const cases: [sent: string, stored: string, header: string][] = [
      [`../../etc/"evil";\r\nX-Injected: 1\\..\\ré.pdf`, "ré.pdf", `attachment; filename="re.pdf"; filename*=UTF-8''r%C3%A9.pdf`],
      [`a";b=c%.pdf`, `a";b=c%.pdf`, `attachment; filename="a_;b=c_.pdf"; filename*=UTF-8''a%22%3Bb%3Dc%25.pdf`],
      ["..", "document.pdf", `attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`],
    ];
    for (const [sent, stored, header] of cases) {
      // Built by hand: RFC 5987's filename* carries bytes a browser would never put in a quoted name.
      const boundary = "----documents-test-boundary";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="entity"\r\n\r\nclients\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="recordId"\r\n\r\n${client._id}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(sent)}\r\n` +
            `Content-Type: application/pdf\r\n\r\n`,
        ),
        pdfBytes(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await request.post(`${API}/documents`, {
        headers: { ...tokenHeaders(admin), "content-type": `multipart/form-data; boundary=${boundary}` },
        data: body,
      });
      const document = await uploaded(response);
      expect(document.fileName, JSON.stringify(sent)).toBe(stored);
      const content = await request.get(`${API}/documents/${document._id}/content`, { headers: tokenHeaders(admin) });
      expect(content.headers()["content-disposition"]).toBe(header);
      expect(content.headers()["x-injected"]).toBeUndefined();
    }
  });

  test("26 MB → 413 before it is read, nothing stored", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    const response = await uploadDocument(
      request,
      admin,
      { entity: "clients", recordId: client._id },
      { name: "huge.pdf", buffer: Buffer.concat([pdfBytes(), Buffer.alloc(26 * 1024 * 1024)]) },
    );
    await expectApiError(response, 413, { message: /no larger than 25 MB/ });
    expect(await storedRows(client._id)).toEqual({ documents: 0, chunks: 0 });
  });

  test("26 MB sent chunked (no length) → cut off at the limit with 413, nothing stored", async ({ request, baseURL }) => {
    const client = await createClientViaApi(request, admin);
    const boundary = "----chunked-boundary";
    const status = await new Promise<number>((resolve, reject) => {
      const upload = http.request(
        new URL(`${API}/documents`, baseURL),
        {
          method: "POST",
          headers: { ...tokenHeaders(admin), "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      upload.on("error", reject);
      upload.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="entity"\r\n\r\nclients\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="recordId"\r\n\r\n${client._id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n\r\n`,
      );
      upload.write(pdfBytes());
      const block = Buffer.alloc(1024 * 1024, 0x41);
      let sent = 0;
      const more = () => {
        while (sent < 26) {
          sent += 1;
          if (!upload.write(block)) return void upload.once("drain", more);
        }
        upload.end(`\r\n--${boundary}--\r\n`);
      };
      more();
    }).catch(() => 0);
    expect([413, 0], "413, or the connection closed on the sender after the answer").toContain(status);
    await expect.poll(() => storedRows(client._id)).toEqual({ documents: 0, chunks: 0 });
    expect(await listOf(request, "clients", client._id)).toEqual([]);
  });
});

function docxWithMacros(): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    { name: "word/document.xml", data: Buffer.from("<w:document/>") },
    { name: "word/vbaProject.bin", data: Buffer.from("macro") },
  ]);
}

test.describe("bad requests and authorization", () => {
  test("malformed uploads are clear 4xx answers", async ({ request }) => {
    const client = await createClientViaApi(request, admin);
    await expectApiError(await request.post(`${API}/documents`, { headers: tokenHeaders(admin), data: { entity: "clients" } }), 415);
    const refused: [fields: UploadFields, status: number, expected?: { field: string }][] = [
      [{ entity: "contracts", recordId: client._id }, 400, { field: "entity" }],
      [{ entity: "clients", recordId: "nope" }, 400, { field: "recordId" }],
      [{ entity: "clients", recordId: client._id, expiresOn: "2026-02-30" }, 400, { field: "expiresOn" }],
      [{ entity: "clients", recordId: client._id, category: "poem" }, 400, { field: "category" }],
      [{ entity: "listings", recordId: randomUUID() }, 404],
    ];
    for (const [fields, status, expected] of refused) {
      await expectApiError(await uploadDocument(request, admin, fields, { name: "a.pdf", buffer: pdfBytes() }), status, expected);
    }
    await expectApiError(
      await request.post(`${API}/documents`, { headers: tokenHeaders(admin), multipart: { entity: "clients", recordId: client._id } }),
      400,
      { message: /No file/ },
    );
    // The file before the fields: the record is not known when the bytes arrive.
    await expectApiError(
      await request.post(`${API}/documents`, {
        headers: tokenHeaders(admin),
        multipart: { file: { name: "a.pdf", mimeType: "application/pdf", buffer: pdfBytes() }, entity: "clients", recordId: client._id },
      }),
      400,
    );
    await expectApiError(await request.get(`${API}/documents`, { headers: tokenHeaders(admin), params: { entity: "clients" } }), 400, {
      field: "recordId",
    });
    expect(await storedRows(client._id)).toEqual({ documents: 0, chunks: 0 });
  });

  test("a user's documents are for admins only; other records' for any member of staff; none without a session", async ({ request }) => {
    const userId = (await createUserViaApi(request, admin)).user._id;
    await expectApiError(
      await uploadDocument(request, specialist, { entity: "users", recordId: userId }, { name: "id.pdf", buffer: pdfBytes() }),
      403,
    );
    const document = await uploaded(
      await uploadDocument(
        request,
        admin,
        { entity: "users", recordId: userId, category: "identity" },
        { name: "id.pdf", buffer: pdfBytes() },
      ),
    );
    for (const path of [`/documents/${document._id}`, `/documents/${document._id}/content`]) {
      await expectApiError(await request.get(`${API}${path}`, { headers: tokenHeaders(specialist) }), 403);
    }
    await expectApiError(
      await request.get(`${API}/documents`, { headers: tokenHeaders(specialist), params: { entity: "users", recordId: userId } }),
      403,
    );
    await expectApiError(
      await request.put(`${API}/documents/update`, { headers: tokenHeaders(specialist), data: { _id: document._id, title: "Mine" } }),
      403,
    );
    await expectApiError(await request.delete(`${API}/documents/remove/${document._id}`, { headers: tokenHeaders(specialist) }), 403);
    expect((await listOf(request, "users", userId)).map((row) => row._id)).toEqual([document._id]);

    const client = await createClientViaApi(request, admin);
    const owned = await uploaded(
      await uploadDocument(request, admin, { entity: "clients", recordId: client._id }, { name: "c.pdf", buffer: pdfBytes() }),
    );
    expect((await request.get(`${API}/documents/${owned._id}/content`, { headers: tokenHeaders(specialist) })).status()).toBe(200);
    for (const response of [
      await request.get(`${API}/documents/${owned._id}`),
      await request.get(`${API}/documents/${owned._id}/content`),
      await request.get(`${API}/documents`, { params: { entity: "clients", recordId: client._id } }),
    ]) {
      await expectApiError(response, 401);
    }
  });
});
