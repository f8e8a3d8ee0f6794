/**
 * What the demo listings are made of: the island's places, streets and
 * telephone area code, name parts, amenities, notes and tenants. The
 * generator (../build-listings.ts) deals notes and tenants like cards, so a
 * note or a tenant appears on one listing only.
 */

export interface Island {
  name: string;
  /** The North American area code of the island's telephone numbers. */
  areaCode: string;
  /** "Area, Quarter" parts of addresses, each with streets that are there. */
  places: readonly { place: string; streets: readonly string[] }[];
  /** The electricity and water companies whose bills a vacant property's owner pays. */
  utilities: { electricity: string; water: string };
}

/**
 * Where the agency works: St. Lucia, the island of its office (the default
 * letterhead, lib/domain/agency.ts) and of its clock (APP_TIME_ZONE's default,
 * America/St_Lucia). Every demo listing and service provider is here; owners
 * may live elsewhere in the region.
 */
export const AGENCY_ISLAND: Island = {
  name: "St. Lucia",
  areaCode: "758",
  places: [
    { place: "Rodney Bay, Gros Islet", streets: ["Reduit Beach Avenue", "Seagrape Lane", "Flamboyant Drive"] },
    { place: "Cap Estate, Gros Islet", streets: ["Cap Estate Road", "Bougainvillea Close"] },
    { place: "Bois d'Orange, Gros Islet", streets: ["Bois d'Orange Road", "Hibiscus Lane"] },
    { place: "Bonne Terre, Gros Islet", streets: ["Bonne Terre Drive", "Frangipani Drive"] },
    { place: "Vigie, Castries", streets: ["Vigie Peninsula Road", "Seaview Close"] },
    { place: "La Toc, Castries", streets: ["La Toc Road", "Hibiscus Lane"] },
    { place: "Morne Fortune, Castries", streets: ["Morne Road", "Government House Road"] },
    { place: "Marigot Bay, Castries", streets: ["Marigot Bay Road", "Mangrove Walk"] },
    { place: "Soufrière Estate, Soufrière", streets: ["Soufrière Estate Road", "Pitons View Drive"] },
    { place: "Anse Chastanet, Soufrière", streets: ["Anse Chastanet Road"] },
    { place: "Laborie Village, Laborie", streets: ["Laborie Main Road", "Church Street"] },
    { place: "Beanfield, Vieux Fort", streets: ["New Dock Road", "Beanfield Road"] },
    { place: "Praslin, Micoud", streets: ["Micoud Highway", "Praslin Bay Road"] },
    { place: "Anse La Raye", streets: ["Front Street", "West Coast Road"] },
  ],
  utilities: { electricity: "LUCELEC", water: "WASCO" },
};

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

/** Notes on buildings and on bare land; each one is used once. */
export const LISTING_NOTES = {
  building: [
    "Owner open to offers from serious buyers.",
    "Viewing by appointment only; 24 hours' notice to the tenant.",
    "Kitchen and both bathrooms renovated in 2024.",
    "Hurricane shutters fitted on all windows; roof re-strapped last year.",
    "Hillside driveway: a 4x4 is easier in the rainy season.",
    "Title documents held by the owner's attorney in Castries.",
    "Strong holiday-rental history: 78% occupancy over the last two years.",
    "Owner lives overseas; all decisions by e-mail, allow two days.",
    "Furniture included except the paintings in the living room.",
    "Cistern holds 5,000 gallons; town water can be irregular in April.",
    "Solar water heater replaced in January.",
    "Tenant has asked about buying; owner would consider it.",
    "Pool resurfaced last season; pump is original.",
    "Quiet cul-de-sac, ten minutes' walk to the beach.",
    "Strata fee of $310 a month covers the pool, gardens and security.",
    "Some termite damage to the deck was treated and repaired in 2025.",
    "Good broadband: fibre to the house.",
    "The upstairs unit has its own entrance and meter.",
    "Parking for two cars under the carport.",
    "Generator covers the whole house, not only essentials.",
    "Sea view from every bedroom; sunsets from the deck.",
    "Roof is two years old, with a ten-year warranty.",
    "Separate one-bedroom flat below, let to the same tenant.",
    "Needs some cosmetic work; priced accordingly.",
    "Walking distance to the marina and the supermarket.",
    "Septic system pumped and inspected in February.",
    "Gated estate with a 24-hour guard.",
    "Owner prefers a long let of two years or more.",
    "Ceiling fans in every room; A/C in the bedrooms only.",
    "New kitchen appliances in November.",
    "Shared driveway with the neighbour; access agreement on file.",
    "Rainwater harvesting tank under the patio.",
  ],
  land: [
    "Survey plan and boundary pegs checked in March.",
    "Gentle slope toward the sea; planning permission for two storeys likely.",
    "Electricity poles run along the road frontage; water main 200 ft away.",
    "Access road is unpaved for the last quarter mile.",
    "Neighbouring lot sold last year for a similar price per acre.",
    "Owner will subdivide for the right buyer.",
    "Some mature mango and breadfruit trees on the lot.",
    "Zoned for mixed use; a small shop at the front would be allowed.",
  ],
} as const;

/** Tenants: people and a few companies; each rents one place. Those in SPANISH_SPEAKING_TENANTS read Spanish first. */
export const TENANT_NAMES: readonly string[] = [
  "Kimberly Prescod",
  "Jason Isaac",
  "Althea Gustave",
  "Ravi Persad",
  "Shanice Felix",
  "Ramón Ortiz Delgado",
  "Danielle Pierre",
  "Trevor Best",
  "Natalie Joseph",
  "Brian Cadogan",
  "Marisa Bobb",
  "Kwame Edwards",
  "Stacy-Ann Walters",
  "Dwayne Harris",
  "Giselle Ramdhanie",
  "Terrence Alleyne",
  "Nadia Khan",
  "Peter Mondesir",
  "Camille Deterville",
  "Andrew Layne",
  "Renée St. Hill",
  "Jamal Yearwood",
  "Lucía Fernández",
  "Samuel Okafor",
  "Coral Reef Diving Ltd",
  "Island Telecom Ltd",
  "Harbour Medical Associates",
  "Blue Wave Yacht Charters Ltd",
];

/** Tenants whose receipts and letters go out in Spanish. */
export const SPANISH_SPEAKING_TENANTS: ReadonlySet<string> = new Set(["Ramón Ortiz Delgado", "Lucía Fernández"]);
