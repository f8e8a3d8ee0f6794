import { expect, test } from "@playwright/test";
import { API, createClientViaApi, signInEachTest, tokenHeaders } from "@/tests/support/api";
import { postTransactionViaApi } from "@/tests/support/accounts";
import { pdfText } from "@/tests/support/pdf-text";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * An owner whose language is Spanish (issue 46; written to the database here, the API's field being another change):
 * the statement e-mailed on request is written in Spanish — subject, note, attachments' names — and the downloads of
 * the owner's statement are too, while its JSON (the page) stays as it was.
 */
const admin = signInEachTest();

test("a Spanish-speaking owner's statement: e-mailed and downloaded in Spanish", async ({ request }) => {
  const client = await createClientViaApi(request, admin.token);
  await postTransactionViaApi(request, admin.token, client._id, {
    value: "1250.00",
    description: "Alquiler",
    date: "2026-02-03T15:00:00Z",
  });
  await withTestDatabase((db) => db.query("UPDATE clients SET language = 'es' WHERE id = $1::uuid", [client._id]));
  const period = { from: "2026-02-01", to: "2026-02-28" };

  const response = await request.post(`${API}/accounts/${client._id}/statement/email`, {
    headers: tokenHeaders(admin.token),
    data: period,
  });
  expect(response.status(), await response.text()).toBe(202);
  const { messageId } = await response.json();
  const outbox = await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(admin.token) });
  expect(outbox.status(), await outbox.text()).toBe(200);
  const message = await outbox.json();
  expect(message.subject).toBe(`Estado de cuenta del propietario febrero de 2026 · ${client.name}`);
  expect(message.text).toContain("su estado de cuenta del período febrero de 2026");
  expect(message.text).toContain("(1 movimiento)");
  expect(message.text).toMatch(/Saldo final: \*?\*?\$1,250\.00/);
  expect(message.attachments).toEqual([
    expect.objectContaining({
      contentType: "application/pdf",
      filename: expect.stringMatching(/^estado-de-cuenta-.+-2026-02-01-al-2026-02-28\.pdf$/),
    }),
    expect.objectContaining({ filename: expect.stringMatching(/^estado-de-cuenta-.+-2026-02-01-al-2026-02-28\.csv$/) }),
  ]);

  const url = `${API}/accounts/${client._id}/statement`;
  const csv = await request.get(url, { headers: tokenHeaders(admin.token), params: { ...period, format: "csv" } });
  expect(csv.headers()["content-disposition"]).toMatch(/filename="estado-de-cuenta-.+-2026-02-01-al-2026-02-28\.csv"/);
  expect((await csv.text()).split("\r\n")).toContain("Fecha,Tipo,Descripción,Crédito,Débito,Saldo");
  const pdf = await request.get(url, { headers: tokenHeaders(admin.token), params: { ...period, format: "pdf" } });
  const text = (await pdfText(await pdf.body())).join("\n");
  expect(text).toContain("ESTADO DE CUENTA DEL PROPIETARIO");
  expect(text).toContain("Período del 1 de febrero de 2026 al 28 de febrero de 2026");
  const json = await request.get(url, { headers: tokenHeaders(admin.token), params: period });
  expect(await json.json()).not.toHaveProperty("language");
});
