/** What the demo service orders say: work per trade, and the notes people leave on orders. */
import type { ServiceTrade } from "./service-providers";

/** Work order names and details per trade; `needsBuilding` orders go to land-and-property listings only. */
export const SERVICE_ORDER_TEMPLATES: Record<ServiceTrade, readonly { name: string; details: string; needsBuilding: boolean }[]> = {
  plumbing: [
    {
      name: "Leaking kitchen faucet",
      details: "Tenant reports a steady drip under the kitchen sink; replace cartridge and check supply lines.",
      needsBuilding: true,
    },
    {
      name: "Water heater replacement",
      details: "Solar water heater no longer holds temperature. Quote and replace the 60-gallon tank.",
      needsBuilding: true,
    },
    {
      name: "Blocked drain - master bath",
      details: "Shower drains slowly; clear the line and camera-inspect to the septic tank.",
      needsBuilding: true,
    },
  ],
  electrical: [
    {
      name: "Breaker keeps tripping",
      details: "Main panel trips when the A/C and water heater run together. Inspect the panel and balance circuits.",
      needsBuilding: true,
    },
    {
      name: "Install outdoor security lighting",
      details: "Fit four LED flood lights with motion sensors along the driveway and rear patio.",
      needsBuilding: true,
    },
    {
      name: "Generator transfer switch service",
      details: "Annual service of the standby generator and test of the automatic transfer switch.",
      needsBuilding: true,
    },
  ],
  pool: [
    { name: "Weekly pool cleaning", details: "Skim, brush, vacuum and balance chemicals; report pump pressure.", needsBuilding: true },
    { name: "Pool pump repair", details: "Pump motor is humming but not priming. Diagnose and repair or replace.", needsBuilding: true },
  ],
  landscaping: [
    {
      name: "Lot clearing and bush cutting",
      details: "Clear overgrowth on the whole lot before the viewing; remove cuttings.",
      needsBuilding: false,
    },
    { name: "Palm tree trimming", details: "Trim coconut palms and remove loose fronds ahead of hurricane season.", needsBuilding: false },
    { name: "Monthly garden maintenance", details: "Mow, edge, weed beds and check the irrigation timers.", needsBuilding: false },
  ],
  pest: [
    {
      name: "Termite inspection",
      details: "Inspect roof timbers and door frames for termite activity; provide a written report.",
      needsBuilding: true,
    },
    { name: "Quarterly pest treatment", details: "Interior and perimeter treatment for ants, roaches and rodents.", needsBuilding: true },
    { name: "Wasp nest removal", details: "Remove wasp nests under the eaves near the boundary wall.", needsBuilding: false },
  ],
  hvac: [
    {
      name: "A/C unit not cooling",
      details: "Bedroom split unit blows warm air. Check refrigerant charge and clean the coils.",
      needsBuilding: true,
    },
    {
      name: "A/C preventive maintenance",
      details: "Service all split units: clean filters and drains, check the outdoor condensers.",
      needsBuilding: true,
    },
  ],
  roofing: [
    {
      name: "Roof leak over living room",
      details: "Water stain spreading after heavy rain; locate the leak and reseal the galvanize sheets.",
      needsBuilding: true,
    },
    {
      name: "Hurricane straps inspection",
      details: "Check roof straps and fasteners ahead of the season and replace any that are corroded.",
      needsBuilding: true,
    },
  ],
  cleaning: [
    {
      name: "Move-out deep clean",
      details: "Full deep clean after the tenant leaves, including windows, oven and fridge.",
      needsBuilding: true,
    },
    {
      name: "Pre-arrival villa clean",
      details: "Clean and stage the villa, fresh linens, before the new tenant arrives.",
      needsBuilding: true,
    },
  ],
  handyman: [
    {
      name: "Replace louvre windows",
      details: "Several glass louvres cracked in the back bedroom; replace blades and clips.",
      needsBuilding: true,
    },
    {
      name: "Repair boundary fence",
      details: "Section of chain-link fence down on the north side of the lot; repair and re-tension.",
      needsBuilding: false,
    },
    { name: "Repaint exterior trim", details: "Sand and repaint the exterior window and door trim.", needsBuilding: true },
  ],
  security: [
    {
      name: "Alarm system service",
      details: "Replace backup batteries and test every sensor and the monitoring link.",
      needsBuilding: true,
    },
    { name: "Install gate intercom", details: "Fit a video intercom and magnetic lock on the front gate.", needsBuilding: false },
  ],
};

/** Notes on orders; each is used at most once, so two orders never carry the same remark. */
export const SERVICE_ORDER_NOTES: readonly string[] = [
  "Tenant prefers morning visits; call ahead.",
  "Key with the caretaker next door.",
  "Owner approved up to the quoted amount.",
  "Second quote requested before any work starts.",
  "Access through the side gate; two dogs on the property.",
  "Tenant works nights: no visits before 11 AM.",
  "Invoice to the owner directly, not the agency.",
  "Parts on order from Miami; about ten days.",
  "Same problem as last March: check the earlier repair first.",
  "Owner asked for before and after photos.",
  "Villa is booked from the 20th: work must finish before then.",
  "Water supply to the unit is shut off at the road valve.",
  "Contractor to bring a ladder long enough for the second floor.",
  "Tenant reports the noise is worst after rain.",
  "Quote of $1,450 accepted by e-mail.",
  "Guard at the gate has the job number.",
  "Park on the street; the driveway is being resurfaced.",
  "Warranty work: the unit was installed last year.",
];
