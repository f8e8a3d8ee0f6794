import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { lateFeePreview, lateFeeSummary, managementFeePreview, managementFeeSummary } from "@/lib/domain/rent-fee-words";
import type { LateFeePolicy } from "@/lib/domain/rent-fees";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

const en = createTranslator({ locale: "en-US", messages: english, namespace: "rentSettings" });
const es = createTranslator({ locale: "es-419", messages: spanish, namespace: "rentSettings" });

const policy = (fields: Partial<LateFeePolicy>): LateFeePolicy => ({
  graceDays: 5,
  kind: "fixed",
  value: "50.00",
  repeat: "once",
  cap: null,
  ...fields,
});

describe('the fees in plain words (PRODUCT.md#rent "Rent settings")', () => {
  it.each([
    [{ kind: "percent", value: "10.00" }, "10% of rent collected"],
    [{ kind: "percent", value: "7.50" }, "7.5% of rent collected"],
    [{ kind: "fixed", value: "150.00" }, "$150.00 per month's rent paid in full"],
  ] as const)("management fee %j → %s", (fee, words) => {
    expect(managementFeeSummary(en, fee)).toBe(words);
  });

  it("shows a percent management fee on $1,000.00, exactly", () => {
    expect(managementFeePreview(en, { kind: "percent", value: "8.25" })).toBe(
      "On $1,000.00 of rent collected, the agency keeps $82.50 and the owner is credited $917.50.",
    );
  });

  it.each([
    [null, "No late fees"],
    [policy({}), "$50.00 after 5 days, once"],
    [policy({ graceDays: 0 }), "$50.00 after the due day, once"],
    [
      policy({ graceDays: 1, kind: "percent", value: "1.00", repeat: "daily", cap: "200.00" }),
      "1% of the rent still unpaid after 1 day, each day, up to $200.00",
    ],
  ])("late fee %j → %s", (fee, words) => {
    expect(lateFeeSummary(en, fee)).toBe(words);
  });

  it.each([
    [null, "Rent paid late is never charged a late fee."],
    [
      policy({}),
      "Rent unpaid 5 days after its due day is charged a late fee of $50.00, once. Rent due on the 1st and still unpaid is first charged on the 7th.",
    ],
    [
      policy({ graceDays: 30, kind: "percent", value: "2.50", repeat: "daily", cap: "100.00" }),
      "Rent unpaid 30 days after its due day is charged a late fee of 2.5% of the rent still unpaid, every day until it is paid. " +
        "The late fees of one month's rent add up to $100.00 at most. On $1,000.00 unpaid, that is $25.00 a day.",
    ],
  ])("late-fee preview %j", (fee, sentence) => {
    expect(lateFeePreview(en, fee)).toBe(sentence);
  });

  it("writes the same fees in Spanish", () => {
    expect(managementFeeSummary(es, { kind: "percent", value: "10.00" })).toBe("10% del alquiler cobrado");
    expect(managementFeePreview(es, { kind: "percent", value: "8.25" })).toBe(
      "De $1,000.00 de alquiler cobrado, la agencia retiene $82.50 y se acreditan $917.50 al propietario.",
    );
    expect(lateFeeSummary(es, null)).toBe("Sin recargos por mora");
    expect(lateFeeSummary(es, policy({}))).toBe("$50.00 después de 5 días, una vez");
    expect(lateFeeSummary(es, policy({ graceDays: 1, kind: "percent", value: "1.00", repeat: "daily", cap: "200.00" }))).toBe(
      "1% del alquiler aún impago después de 1 día, cada día, hasta $200.00",
    );
    expect(lateFeePreview(es, policy({}))).toBe(
      "Al alquiler impago 5 días después de su vencimiento se le cobra un recargo por mora de $50.00, una vez. " +
        "Al alquiler que vence el día 1 y sigue impago se le cobra el primer recargo el día 7.",
    );
  });
});
