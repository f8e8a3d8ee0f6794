import { expect, test } from "@playwright/test";
import { WEBSITE_MESSAGE } from "@/lib/domain/web-address";
import { API, apiLogin, clientBody, createClientViaApi, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createProviderViaApi, providerBody } from "@/tests/support/orders";

/**
 * Item 7: contactWebsiteURL of clients and service providers is optional, and when given an
 * http or https address to a host name (a bare domain is stored with https://). Anything else
 * is a 400 naming the field, on register and on update alike, and nothing is stored.
 */
test.describe.configure({ mode: "parallel" });

const BAD_WEBSITES = [
  "javascript:alert(document.cookie)",
  "JAVASCRIPT:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "not a url",
  "ftp://files.coralreef.example",
  "mailto:info@coralreef.example",
  "https://user:secret@coralreef.example",
  "http://localhost:3000",
];

const ENTITIES = [
  { name: "clients", base: "/clients", details: "/clients/details", body: clientBody, create: createClientViaApi },
  {
    name: "service providers",
    base: "/services/providers",
    details: "/services/providers/details",
    body: providerBody,
    create: createProviderViaApi,
  },
] as const;

let token: string;
test.beforeAll(async ({ request }) => {
  token = await apiLogin(request, "admin");
});

for (const entity of ENTITIES) {
  test.describe(entity.name, () => {
    for (const website of BAD_WEBSITES) {
      test(`POST ${entity.base}/register – website ${JSON.stringify(website)} → 400`, async ({ request }) => {
        const body = entity.body({ contactWebsiteURL: website });
        const response = await request.post(`${API}${entity.base}/register`, { headers: tokenHeaders(token), data: body });
        await expectApiError(response, 400, { field: "contactWebsiteURL", message: WEBSITE_MESSAGE });
        const search = await request.get(`${API}${entity.base}`, { headers: tokenHeaders(token), params: { name: body.name } });
        expect(await search.json(), "nothing was stored").toEqual([]);
      });
    }

    test(`PUT ${entity.base}/update – every bad website → 400, the stored one kept`, async ({ request }) => {
      const created = await entity.create(request, token, { contactWebsiteURL: "https://coralreef.example" });
      for (const website of BAD_WEBSITES) {
        await test.step(website, async () => {
          const response = await request.put(`${API}${entity.base}/update`, {
            headers: tokenHeaders(token),
            data: { _id: created._id, contactWebsiteURL: website },
          });
          await expectApiError(response, 400, { field: "contactWebsiteURL", message: WEBSITE_MESSAGE });
        });
      }
      const stored = await request.get(`${API}${entity.details}/${created._id}`, { headers: tokenHeaders(token) });
      expect((await stored.json()).contactWebsiteURL).toBe("https://coralreef.example");
    });

    test(`${entity.name}: a bare domain is stored with https://, an http address as typed`, async ({ request }) => {
      const bare = await entity.create(request, token, { contactWebsiteURL: "  coralreef.example/rentals " });
      expect(bare.contactWebsiteURL).toBe("https://coralreef.example/rentals");
      const plain = await request.put(`${API}${entity.base}/update`, {
        headers: tokenHeaders(token),
        data: { _id: bare._id, contactWebsiteURL: "http://www.coralreef.example" },
      });
      expect(plain.status(), await plain.text()).toBe(200);
      expect((await plain.json()).contactWebsiteURL).toBe("http://www.coralreef.example");
    });
  });
}
