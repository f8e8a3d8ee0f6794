/** What owner ledgers are made of, besides rent and the agency's fee: repairs by trade, with what they usually cost. */
import type { ServiceTrade } from "./service-providers";

export interface RepairKind {
  label: string;
  /** The provider who does it (their invoice number goes in the description). */
  trade: ServiceTrade;
  /** Usual cost in whole dollars, inclusive. */
  cost: [number, number];
}

export const REPAIRS: readonly RepairKind[] = [
  { label: "Leak under kitchen sink", trade: "plumbing", cost: [85, 260] },
  { label: "Water heater element", trade: "plumbing", cost: [180, 420] },
  { label: "Breaker panel repair", trade: "electrical", cost: [150, 640] },
  { label: "Security lights fitted", trade: "electrical", cost: [380, 900] },
  { label: "Pool pump seal", trade: "pool", cost: [140, 380] },
  { label: "Pool service, monthly", trade: "pool", cost: [160, 240] },
  { label: "Garden and hedge trimming", trade: "landscaping", cost: [90, 260] },
  { label: "Palm trimming before the season", trade: "landscaping", cost: [220, 560] },
  { label: "Termite treatment", trade: "pest", cost: [260, 980] },
  { label: "Quarterly pest treatment", trade: "pest", cost: [95, 180] },
  { label: "A/C service, all units", trade: "hvac", cost: [180, 480] },
  { label: "A/C compressor replaced", trade: "hvac", cost: [850, 1650] },
  { label: "Roof leak resealed", trade: "roofing", cost: [420, 1900] },
  { label: "Gutters cleared and rehung", trade: "roofing", cost: [160, 420] },
  { label: "Deep clean between tenants", trade: "cleaning", cost: [180, 450] },
  { label: "Louvre blades replaced", trade: "handyman", cost: [75, 240] },
  { label: "Exterior trim repainted", trade: "handyman", cost: [600, 2200] },
  { label: "Alarm batteries and test", trade: "security", cost: [110, 260] },
];

/** The annual bills an owner pays through the agency, posted in the month they fall due. */
export const ANNUAL_BILLS = [
  { label: "Land and house tax", type: "check", cost: [240, 1850], month: 3 },
  { label: "Building insurance premium", type: "payment", cost: [950, 4200], month: 5 },
] as const;
