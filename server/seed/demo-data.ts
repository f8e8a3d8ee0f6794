/**
 * Fixed content of the demo data set (`npm run db:seed:demo`). Pure data, no
 * database imports, so tests can import the demo sign-ins cheaply.
 * Generated parts (listings, orders, reminders, ledgers) live in seed-demo.ts.
 */
import type { Role } from "@/lib/domain/enums";
import type { ClientFields } from "@/lib/schemas/client";

export interface DemoCredentials {
  email: string;
  password: string;
}

/** The demo administrator; also the first admin when `--demo` runs without SEED_ADMIN_EMAIL. */
export const DEMO_ADMIN = { email: "admin@agency.test", password: "Admin123!demo" } as const satisfies DemoCredentials;

/** The main demo property specialist (manages the largest share of listings). */
export const DEMO_SPECIALIST = {
  email: "maria.specialist@agency.test",
  password: "Specialist123!demo",
} as const satisfies DemoCredentials;

export interface DemoUser extends DemoCredentials {
  userName: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export const DEMO_ADMIN_USER: DemoUser = {
  ...DEMO_ADMIN,
  userName: "admin",
  firstName: "Alicia",
  lastName: "Joseph",
  role: "admin",
};

/** Specialists; the first is DEMO_SPECIALIST. All share its password. */
export const DEMO_SPECIALIST_USERS: readonly DemoUser[] = [
  { ...DEMO_SPECIALIST, userName: "maria.charles", firstName: "Maria", lastName: "Charles", role: "property-specialist" },
  {
    email: "devon.specialist@agency.test",
    password: DEMO_SPECIALIST.password,
    userName: "devon.griffith",
    firstName: "Devon",
    lastName: "Griffith",
    role: "property-specialist",
  },
  {
    email: "keisha.specialist@agency.test",
    password: DEMO_SPECIALIST.password,
    userName: "keisha.alleyne",
    firstName: "Keisha",
    lastName: "Alleyne",
    role: "property-specialist",
  },
  {
    email: "andre.specialist@agency.test",
    password: DEMO_SPECIALIST.password,
    userName: "andre.st-rose",
    firstName: "Andre",
    lastName: "St. Rose",
    role: "property-specialist",
  },
];

/** A second administrator (the office manager), so the users list has more than one admin. */
export const DEMO_OFFICE_MANAGER_USER: DemoUser = {
  email: "jerome.admin@agency.test",
  password: DEMO_ADMIN.password,
  userName: "jerome.alexander",
  firstName: "Jerome",
  lastName: "Alexander",
  role: "admin",
};

export const DEMO_USERS: readonly DemoUser[] = [DEMO_ADMIN_USER, DEMO_OFFICE_MANAGER_USER, ...DEMO_SPECIALIST_USERS];

// ---------------------------------------------------------------- contacts

/** Clients and providers share these contact fields (the client form's output). */
export type DemoContact = ClientFields;

/**
 * Property owners: people and companies whose names start with many different
 * letters (lists group by first letter), two of them lower-case first
 * ('de Freitas…', 'van Heerden…') to exercise the case-insensitive sort.
 * Domains use the reserved `.example` TLD.
 */
export const DEMO_CLIENTS: readonly DemoContact[] = [
  {
    name: "Harbour View Holdings Ltd",
    contactFirstName: "Winston",
    contactLastName: "Fontenelle",
    contactPrimaryNumber: "+1 758 452 3190",
    contactSecondaryNumber: "+1 758 720 4418",
    contactEmailAddress: "accounts@harbourviewholdings.example",
    contactWebsiteURL: "https://www.harbourviewholdings.example",
    contactMailingAddress: "P.O. Box 1421, Bridge Street, Castries, St. Lucia",
  },
  {
    name: "Celestine Baptiste",
    contactFirstName: "Celestine",
    contactLastName: "Baptiste",
    contactPrimaryNumber: "+1 758 459 2274",
    contactSecondaryNumber: null,
    contactEmailAddress: "celestine.baptiste@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "14 Chaussee Road, Castries, St. Lucia",
  },
  {
    name: "Anse Chastanet Properties Inc.",
    contactFirstName: "Nigel",
    contactLastName: "Emmanuel",
    contactPrimaryNumber: "+1 758 459 7000",
    contactSecondaryNumber: "+1 758 459 7001",
    contactEmailAddress: "info@ansechastanetproperties.example",
    contactWebsiteURL: "https://ansechastanetproperties.example",
    contactMailingAddress: "P.O. Box 7, Soufrière, St. Lucia",
  },
  {
    name: "Bridgetown Commercial Estates",
    contactFirstName: "Rhonda",
    contactLastName: "Greenidge",
    contactPrimaryNumber: "+1 246 430 8812",
    contactSecondaryNumber: null,
    contactEmailAddress: "rgreenidge@bridgetownestates.example",
    contactWebsiteURL: "https://www.bridgetownestates.example",
    contactMailingAddress: "Suite 4, Broad Street, Bridgetown, St. Michael, Barbados",
  },
  {
    name: "Desmond Clarke",
    contactFirstName: "Desmond",
    contactLastName: "Clarke",
    contactPrimaryNumber: "+1 246 428 5531",
    contactSecondaryNumber: "+1 246 262 9087",
    contactEmailAddress: "desmond.clarke@example.net",
    contactWebsiteURL: null,
    contactMailingAddress: "Rockley Terrace, Christ Church, Barbados",
  },
  {
    name: "de Freitas Family Trust",
    contactFirstName: "Giselle",
    contactLastName: "de Freitas",
    contactPrimaryNumber: "+1 868 622 4170",
    contactSecondaryNumber: "+1 868 781 3302",
    contactEmailAddress: "trustee@defreitasfamily.example",
    contactWebsiteURL: null,
    contactMailingAddress: "22 Ellerslie Park, Maraval, Port of Spain, Trinidad and Tobago",
  },
  {
    name: "Emerald Isle Ventures Ltd",
    contactFirstName: "Patrick",
    contactLastName: "O'Garro",
    contactPrimaryNumber: "+1 664 491 2260",
    contactSecondaryNumber: null,
    contactEmailAddress: "patrick@emeraldislevent.example",
    contactWebsiteURL: "https://emeraldislevent.example",
    contactMailingAddress: "Davy Hill, Brades, Montserrat",
  },
  {
    name: "Francine Auguste",
    contactFirstName: "Francine",
    contactLastName: "Auguste",
    contactPrimaryNumber: "+1 758 450 8823",
    contactSecondaryNumber: null,
    contactEmailAddress: "francine.auguste@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "Bonne Terre, Gros Islet, St. Lucia",
  },
  {
    name: "Grand Anse Bay Resorts Ltd",
    contactFirstName: "Kendall",
    contactLastName: "Mitchell",
    contactPrimaryNumber: "+1 473 444 4371",
    contactSecondaryNumber: "+1 473 405 1188",
    contactEmailAddress: "office@grandansebayresorts.example",
    contactWebsiteURL: "https://www.grandansebayresorts.example",
    contactMailingAddress: "Morne Rouge Road, Grand Anse, St. George's, Grenada",
  },
  {
    name: "Hyacinth Walcott",
    contactFirstName: "Hyacinth",
    contactLastName: "Walcott",
    contactPrimaryNumber: "+1 246 437 6604",
    contactSecondaryNumber: null,
    contactEmailAddress: "hwalcott@example.net",
    contactWebsiteURL: null,
    contactMailingAddress: "Lot 9, Sunset Crest, St. James, Barbados",
  },
  {
    name: "Island Breeze Developments",
    contactFirstName: "Marcus",
    contactLastName: "Hector",
    contactPrimaryNumber: "+1 268 462 1930",
    contactSecondaryNumber: "+1 268 764 2281",
    contactEmailAddress: "marcus@islandbreezedev.example",
    contactWebsiteURL: "https://islandbreezedev.example",
    contactMailingAddress: "Friars Hill Road, St. John's, Antigua",
  },
  {
    name: "Jeremiah Lawrence",
    contactFirstName: "Jeremiah",
    contactLastName: "Lawrence",
    contactPrimaryNumber: "+1 473 440 2718",
    contactSecondaryNumber: null,
    contactEmailAddress: "jeremiah.lawrence@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "Lance aux Epines, St. George, Grenada",
  },
  {
    name: "Kingstown Harbour Partners",
    contactFirstName: "Sheldon",
    contactLastName: "Cupid",
    contactPrimaryNumber: "+1 784 456 1575",
    contactSecondaryNumber: null,
    contactEmailAddress: "partners@kingstownharbour.example",
    contactWebsiteURL: "https://www.kingstownharbour.example",
    contactMailingAddress: "Bay Street, Kingstown, St. Vincent and the Grenadines",
  },
  {
    name: "Lucienne Mathurin",
    contactFirstName: "Lucienne",
    contactLastName: "Mathurin",
    contactPrimaryNumber: "+1 758 454 6120",
    contactSecondaryNumber: "+1 758 716 0042",
    contactEmailAddress: "lucienne.mathurin@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "Laborie Village, Laborie, St. Lucia",
  },
  {
    name: "Marigot Bay Marina Ltd",
    contactFirstName: "Terrence",
    contactLastName: "Polius",
    contactPrimaryNumber: "+1 758 451 4275",
    contactSecondaryNumber: null,
    contactEmailAddress: "marina@marigotbaymarina.example",
    contactWebsiteURL: "https://marigotbaymarina.example",
    contactMailingAddress: "Marigot Bay, Castries, St. Lucia",
  },
  {
    name: "Nevis Peak Estates",
    contactFirstName: "Claudette",
    contactLastName: "Liburd",
    contactPrimaryNumber: "+1 869 469 5521",
    contactSecondaryNumber: null,
    contactEmailAddress: "claudette@nevispeakestates.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Main Street, Charlestown, Nevis",
  },
  {
    name: "Orville Thompson",
    contactFirstName: "Orville",
    contactLastName: "Thompson",
    contactPrimaryNumber: "+1 876 927 3348",
    contactSecondaryNumber: "+1 876 881 0917",
    contactEmailAddress: "orville.thompson@example.net",
    contactWebsiteURL: null,
    contactMailingAddress: "8 Hope Road, Kingston 10, Jamaica",
  },
  {
    name: "Pigeon Point Investments Ltd",
    contactFirstName: "Anthony",
    contactLastName: "Phillip",
    contactPrimaryNumber: "+1 868 639 8411",
    contactSecondaryNumber: null,
    contactEmailAddress: "investments@pigeonpoint.example",
    contactWebsiteURL: "https://www.pigeonpoint.example",
    contactMailingAddress: "Milford Road, Crown Point, Tobago, Trinidad and Tobago",
  },
  {
    name: "Queen's Park Realty Co.",
    contactFirstName: "Sunita",
    contactLastName: "Ramdial",
    contactPrimaryNumber: "+1 868 625 7290",
    contactSecondaryNumber: "+1 868 625 7291",
    contactEmailAddress: "sramdial@queensparkrealty.example",
    contactWebsiteURL: "https://queensparkrealty.example",
    contactMailingAddress: "41 Queen's Park West, Port of Spain, Trinidad and Tobago",
  },
  {
    name: "Rosalind Edwards",
    contactFirstName: "Rosalind",
    contactLastName: "Edwards",
    contactPrimaryNumber: "+1 268 460 3352",
    contactSecondaryNumber: null,
    contactEmailAddress: "rosalind.edwards@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "Jolly Harbour, St. Mary, Antigua",
  },
  {
    name: "Soufrière Heritage Homes",
    contactFirstName: "Bernard",
    contactLastName: "Joseph",
    contactPrimaryNumber: "+1 758 459 5530",
    contactSecondaryNumber: null,
    contactEmailAddress: "homes@soufriereheritage.example",
    contactWebsiteURL: "https://soufriereheritage.example",
    contactMailingAddress: "Bridge Street, Soufrière, St. Lucia",
  },
  {
    name: "Tropical Shores Property Group",
    contactFirstName: "Natasha",
    contactLastName: "Belgrave",
    contactPrimaryNumber: "+1 246 419 0020",
    contactSecondaryNumber: "+1 246 230 7714",
    contactEmailAddress: "natasha@tropicalshores.example",
    contactWebsiteURL: "https://www.tropicalshores.example",
    contactMailingAddress: "Chelston Park, Culloden Road, St. Michael, Barbados",
  },
  {
    name: "Ursula Henry",
    contactFirstName: "Ursula",
    contactLastName: "Henry",
    contactPrimaryNumber: "+1 767 448 2193",
    contactSecondaryNumber: null,
    contactEmailAddress: "ursula.henry@example.net",
    contactWebsiteURL: null,
    contactMailingAddress: "Castle Comfort, Roseau, Dominica",
  },
  {
    name: "Vieux Fort Logistics Park Ltd",
    contactFirstName: "Gregory",
    contactLastName: "Alcide",
    contactPrimaryNumber: "+1 758 454 3300",
    contactSecondaryNumber: null,
    contactEmailAddress: "leasing@vflogisticspark.example",
    contactWebsiteURL: "https://vflogisticspark.example",
    contactMailingAddress: "New Dock Road, Vieux Fort, St. Lucia",
  },
  {
    name: "van Heerden Marine Holdings",
    contactFirstName: "Pieter",
    contactLastName: "van Heerden",
    contactPrimaryNumber: "+1 268 463 7765",
    contactSecondaryNumber: null,
    contactEmailAddress: "pieter@vanheerdenmarine.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Falmouth Harbour, St. Paul, Antigua",
  },
  {
    name: "Windward Coast Holdings",
    contactFirstName: "Jocelyn",
    contactLastName: "Noel",
    contactPrimaryNumber: "+1 473 442 8846",
    contactSecondaryNumber: "+1 473 418 2290",
    contactEmailAddress: "jnoel@windwardcoast.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Grenville Street, Grenville, St. Andrew, Grenada",
  },
  {
    name: "Xavier Prospere",
    contactFirstName: "Xavier",
    contactLastName: "Prospere",
    contactPrimaryNumber: "+1 758 458 1107",
    contactSecondaryNumber: null,
    contactEmailAddress: "xavier.prospere@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "Micoud Highway, Micoud, St. Lucia",
  },
  {
    name: "Yvette Charlemagne",
    contactFirstName: "Yvette",
    contactLastName: "Charlemagne",
    contactPrimaryNumber: "+1 758 452 9961",
    contactSecondaryNumber: "+1 758 285 3370",
    contactEmailAddress: "yvette.charlemagne@example.com",
    contactWebsiteURL: null,
    contactMailingAddress: "Morne Fortune, Castries, St. Lucia",
  },
  {
    name: "Zephyr Bay Villas Ltd",
    contactFirstName: "Dwayne",
    contactLastName: "Forde",
    contactPrimaryNumber: "+1 246 422 6650",
    contactSecondaryNumber: null,
    contactEmailAddress: "reservations@zephyrbayvillas.example",
    contactWebsiteURL: "https://www.zephyrbayvillas.example",
    contactMailingAddress: "Mullins Bay, St. Peter, Barbados",
  },
  {
    name: "Caribbean Sun Investments",
    contactFirstName: "Roger",
    contactLastName: "Mohammed",
    contactPrimaryNumber: "+1 868 657 3014",
    contactSecondaryNumber: null,
    contactEmailAddress: "rmohammed@caribbeansun.example",
    contactWebsiteURL: "https://caribbeansun.example",
    contactMailingAddress: "Lady Hailes Avenue, San Fernando, Trinidad and Tobago",
  },
];

export const DEMO_SERVICE_PROVIDERS: readonly (DemoContact & { trade: ServiceTrade })[] = [
  {
    trade: "plumbing",
    name: "Aqua Flow Plumbing Services",
    contactFirstName: "Kervin",
    contactLastName: "Jn Baptiste",
    contactPrimaryNumber: "+1 758 452 6611",
    contactSecondaryNumber: "+1 758 719 2040",
    contactEmailAddress: "service@aquaflowplumbing.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Sans Soucis, Castries, St. Lucia",
  },
  {
    trade: "electrical",
    name: "Bright Spark Electrical Ltd",
    contactFirstName: "Ricardo",
    contactLastName: "Skeete",
    contactPrimaryNumber: "+1 246 425 3388",
    contactSecondaryNumber: null,
    contactEmailAddress: "jobs@brightspark.example",
    contactWebsiteURL: "https://brightspark.example",
    contactMailingAddress: "Lower Estate, St. Michael, Barbados",
  },
  {
    trade: "pool",
    name: "Crystal Clear Pool Care",
    contactFirstName: "Lisa",
    contactLastName: "Antoine",
    contactPrimaryNumber: "+1 758 450 0199",
    contactSecondaryNumber: null,
    contactEmailAddress: "lisa@crystalclearpools.example",
    contactWebsiteURL: "https://crystalclearpools.example",
    contactMailingAddress: "Rodney Bay, Gros Islet, St. Lucia",
  },
  {
    trade: "landscaping",
    name: "Green Thumb Landscaping",
    contactFirstName: "Delroy",
    contactLastName: "Simon",
    contactPrimaryNumber: "+1 473 439 5512",
    contactSecondaryNumber: "+1 473 414 7720",
    contactEmailAddress: "delroy@greenthumbgnd.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Morne Jaloux, St. George, Grenada",
  },
  {
    trade: "pest",
    name: "Island Pest Control",
    contactFirstName: "Shawn",
    contactLastName: "Roberts",
    contactPrimaryNumber: "+1 268 462 9080",
    contactSecondaryNumber: null,
    contactEmailAddress: "bookings@islandpest.example",
    contactWebsiteURL: "https://www.islandpest.example",
    contactMailingAddress: "Cassada Gardens, St. John's, Antigua",
  },
  {
    trade: "hvac",
    name: "Cool Breeze Air Conditioning",
    contactFirstName: "Vernon",
    contactLastName: "Ali",
    contactPrimaryNumber: "+1 868 663 4410",
    contactSecondaryNumber: null,
    contactEmailAddress: "service@coolbreezeac.example",
    contactWebsiteURL: "https://coolbreezeac.example",
    contactMailingAddress: "Eastern Main Road, Tunapuna, Trinidad and Tobago",
  },
  {
    trade: "roofing",
    name: "Hurricane Proof Roofing Co.",
    contactFirstName: "Mervin",
    contactLastName: "Layne",
    contactPrimaryNumber: "+1 246 433 7725",
    contactSecondaryNumber: "+1 246 253 1184",
    contactEmailAddress: "estimates@hurricaneproof.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Six Roads, St. Philip, Barbados",
  },
  {
    trade: "cleaning",
    name: "Spotless Villa Cleaning",
    contactFirstName: "Marcia",
    contactLastName: "Fevrier",
    contactPrimaryNumber: "+1 758 451 8834",
    contactSecondaryNumber: null,
    contactEmailAddress: "marcia@spotlessvilla.example",
    contactWebsiteURL: null,
    contactMailingAddress: "Cap Estate, Gros Islet, St. Lucia",
  },
  {
    trade: "handyman",
    name: "all Trades Handyman Services",
    contactFirstName: "Curtis",
    contactLastName: "Edwin",
    contactPrimaryNumber: "+1 758 453 2290",
    contactSecondaryNumber: null,
    contactEmailAddress: "curtis@alltradeshandyman.example",
    contactWebsiteURL: null,
    contactMailingAddress: "La Clery, Castries, St. Lucia",
  },
  {
    trade: "security",
    name: "Sentinel Security & Alarms",
    contactFirstName: "Ian",
    contactLastName: "Daniel",
    contactPrimaryNumber: "+1 473 440 6060",
    contactSecondaryNumber: "+1 473 409 3317",
    contactEmailAddress: "ops@sentinelsecurity.example",
    contactWebsiteURL: "https://www.sentinelsecurity.example",
    contactMailingAddress: "Tanteen, St. George's, Grenada",
  },
];

// ---------------------------------------------------------------- generation catalogues

export type ServiceTrade =
  "plumbing" | "electrical" | "pool" | "landscaping" | "pest" | "hvac" | "roofing" | "cleaning" | "handyman" | "security";

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

export const SERVICE_ORDER_NOTES: readonly string[] = [
  "Tenant prefers morning visits; call ahead.",
  "Key with the caretaker next door.",
  "Owner approved up to the quoted amount.",
  "Second quote requested.",
  "Gate code 4471.",
  "Access through the side gate; dogs on the property.",
];

export interface IslandLocation {
  /** "Area, Town" part of the address. */
  place: string;
  island: string;
}

export const LOCATIONS: readonly IslandLocation[] = [
  { place: "Rodney Bay, Gros Islet", island: "St. Lucia" },
  { place: "Cap Estate, Gros Islet", island: "St. Lucia" },
  { place: "Marigot Bay, Castries", island: "St. Lucia" },
  { place: "Morne Fortune, Castries", island: "St. Lucia" },
  { place: "Soufrière Estate, Soufrière", island: "St. Lucia" },
  { place: "Beane Field, Vieux Fort", island: "St. Lucia" },
  { place: "Mullins, St. Peter", island: "Barbados" },
  { place: "Holetown, St. James", island: "Barbados" },
  { place: "Rockley, Christ Church", island: "Barbados" },
  { place: "Bathsheba, St. Joseph", island: "Barbados" },
  { place: "Grand Anse, St. George's", island: "Grenada" },
  { place: "Lance aux Epines, St. George", island: "Grenada" },
  { place: "Carriacou, Hillsborough", island: "Grenada" },
  { place: "English Harbour, St. Paul", island: "Antigua" },
  { place: "Dickenson Bay, St. John's", island: "Antigua" },
  { place: "Jolly Harbour, St. Mary", island: "Antigua" },
  { place: "Maraval, Port of Spain", island: "Trinidad" },
  { place: "Crown Point, Tobago", island: "Trinidad and Tobago" },
  { place: "Bequia, Port Elizabeth", island: "St. Vincent and the Grenadines" },
  { place: "Frigate Bay, Basseterre", island: "St. Kitts" },
];

export const STREETS: readonly string[] = [
  "Reduit Beach Avenue",
  "Bay Street",
  "Ocean Drive",
  "Seagrape Lane",
  "Coral Way",
  "Hibiscus Road",
  "Frangipani Close",
  "Flamboyant Drive",
  "Mango Walk",
  "Breadfruit Hill",
  "Lighthouse Road",
  "Cliff Top Crescent",
];

/** Property name parts; combined and de-duplicated by the generator. */
export const PROPERTY_NAME_PREFIXES: readonly string[] = [
  "Coral Reef",
  "Sea Grape",
  "Hummingbird",
  "Pitons View",
  "Frangipani",
  "Blue Lagoon",
  "Calabash",
  "Trade Winds",
  "Sunset Ridge",
  "Mahogany",
  "Palm Grove",
  "Pelican Point",
  "Turtle Bay",
  "Bougainvillea",
  "Mango Tree",
  "Nutmeg Hill",
  "Orchid",
  "Lighthouse",
  "Quiet Waters",
  "Emerald Cove",
  "Driftwood",
  "Ylang Ylang",
  "Kingfisher",
  "Windjammer",
];

export const PROPERTY_NAME_SUFFIXES = {
  apartment: ["Apartments", "Suites", "Residences"],
  condo: ["Condos", "Terrace", "Court"],
  house: ["Cottage", "House", "Bungalow"],
  "office-space": ["Business Centre", "Plaza", "Office Park"],
  villa: ["Villa", "Estate", "Retreat"],
  land: ["Lot", "Acreage", "Parcel"],
} as const;

export const EXTRA_AMENITIES: readonly string[] = [
  "Pool",
  "Ocean View",
  "Air Conditioning",
  "Backup Generator",
  "Water Tank",
  "Solar Panels",
  "Gated Community",
  "Furnished",
  "Covered Parking",
  "Garden",
  "Hurricane Shutters",
  "Gym",
];

export const LAND_AMENITIES: readonly string[] = ["Ocean View", "Road Access", "Flat Terrain", "Beach Access", "Mountain View"];

export const EXTRA_SERVICES: readonly string[] = ["Garbage Collection", "Security", "Gas"];

export const EXTRA_OTHER_ROOMS: readonly string[] = ["Veranda", "Office", "Helper's Quarters", "Storage Room"];

export const LISTING_NOTES: readonly string[] = [
  "Owner open to offers from serious buyers.",
  "Viewing by appointment only; 24 hours' notice to the tenant.",
  "Recently renovated kitchen and bathrooms.",
  "Hurricane shutters fitted on all windows.",
  "Property sits on a hillside; 4x4 recommended in the rainy season.",
  "Title documents held by the owner's attorney.",
  "Ideal for holiday rental; strong occupancy history.",
];

export const TENANT_NAMES: readonly string[] = [
  "Kimberly Prescod",
  "Jason Isaac",
  "Althea Gustave",
  "Ravi Persad",
  "Shanice Felix",
  "Omar Francis",
  "Danielle Pierre",
  "Trevor Best",
  "Natalie Joseph",
  "Brian Cadogan",
  "Coral Reef Diving Ltd",
  "Island Telecom Ltd",
];

/** Reminder names and notes by frequency, so a daily reminder reads like a daily task. */
export const REMINDER_TEMPLATES: Record<"none" | "daily" | "weekly" | "monthly", readonly { name: string; notes: string }[]> = {
  none: [
    { name: "Call tenant about lease renewal", notes: "Lease ends soon; confirm whether the tenant will renew and at what rent." },
    { name: "Property viewing", notes: "Meet prospective buyers at the gate; bring the floor plans." },
    { name: "Follow up on service order", notes: "Check with the contractor that the job was completed and get photos." },
    { name: "Inspect property after storm", notes: "Walk the property for roof, window and drainage damage after the heavy rain." },
    { name: "Renew insurance policy", notes: "Policy renewal due; request updated quotes from two insurers." },
    { name: "Photograph listing", notes: "Take new photos of the interior and the view for the listing." },
    { name: "Meet with owner", notes: "Review pricing and the maintenance plan with the owner." },
    { name: "Pay land tax", notes: "Settle the annual land and house tax before the deadline." },
    { name: "Move-in inspection", notes: "Complete the inventory checklist with the new tenant and take meter readings." },
  ],
  daily: [
    { name: "Check water tank levels", notes: "Dry season: confirm the tank is full and the pump works." },
    { name: "Review new enquiries", notes: "Answer overnight enquiries about the listing and book viewings." },
  ],
  weekly: [
    { name: "Weekly walk-through", notes: "Walk the vacant property: air it out, check for leaks and pests." },
    { name: "Pool and garden check", notes: "Confirm the pool and garden contractors came this week." },
  ],
  monthly: [
    { name: "Send monthly statement to owner", notes: "E-mail the owner the ledger statement and the month's invoices." },
    { name: "Collect rent cheque", notes: "Tenant pays by cheque; collect and deposit the same day." },
    { name: "Read utility meters", notes: "Record the electricity and water meter readings for the tenant's bills." },
  ],
};
