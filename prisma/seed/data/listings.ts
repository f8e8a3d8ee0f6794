/**
 * What the demo listings are made of: places with their own streets and
 * telephone area codes, name parts, amenities, notes and tenants. The
 * generator (../build-listings.ts) deals notes and tenants like cards, so a
 * note or a tenant appears on one listing only.
 */

export interface Island {
  name: string;
  /** The North American area code of the island's telephone numbers. */
  areaCode: string;
  /** Streets, so an address never puts a St. Lucia street in Barbados. */
  streets: readonly string[];
  /** "Area, Town/Parish" parts of addresses. */
  places: readonly string[];
  /** The electricity and water companies whose bills a vacant property's owner pays. */
  utilities: { electricity: string; water: string };
}

export const ISLANDS: readonly Island[] = [
  {
    name: "St. Lucia",
    areaCode: "758",
    streets: ["Reduit Beach Avenue", "Seagrape Lane", "Flamboyant Drive", "Morne Road", "Marigot Bay Road", "Chaussee Road"],
    places: [
      "Rodney Bay, Gros Islet",
      "Cap Estate, Gros Islet",
      "Marigot Bay, Castries",
      "Morne Fortune, Castries",
      "Soufrière Estate, Soufrière",
    ],
    utilities: { electricity: "LUCELEC", water: "WASCO" },
  },
  {
    name: "Barbados",
    areaCode: "246",
    streets: ["Highway 1", "Rockley New Road", "Coral Ridge Close", "Sandy Lane Heights", "Bay Street", "Mango Walk"],
    places: ["Mullins, St. Peter", "Holetown, St. James", "Rockley, Christ Church", "Bathsheba, St. Joseph"],
    utilities: { electricity: "BL&P", water: "BWA" },
  },
  {
    name: "Grenada",
    areaCode: "473",
    streets: ["Morne Rouge Road", "Lagoon Road", "Frangipani Close", "Calivigny Road"],
    places: ["Grand Anse, St. George's", "Lance aux Epines, St. George", "Hillsborough, Carriacou"],
    utilities: { electricity: "GRENLEC", water: "NAWASA" },
  },
  {
    name: "Antigua",
    areaCode: "268",
    streets: ["Dockyard Drive", "Fort Road", "Hibiscus Road", "Lighthouse Road"],
    places: ["English Harbour, St. Paul", "Dickenson Bay, St. John's", "Jolly Harbour, St. Mary"],
    utilities: { electricity: "APUA", water: "APUA" },
  },
  {
    name: "Trinidad and Tobago",
    areaCode: "868",
    streets: ["Saddle Road", "Long Circular Road", "Milford Road", "Store Bay Local Road"],
    places: ["Maraval, Port of Spain", "Crown Point, Tobago"],
    utilities: { electricity: "T&TEC", water: "WASA" },
  },
  {
    name: "St. Vincent and the Grenadines",
    areaCode: "784",
    streets: ["Belmont Walkway", "Front Street", "Cliff Top Crescent"],
    places: ["Port Elizabeth, Bequia", "Villa, St. Vincent"],
    utilities: { electricity: "VINLEC", water: "CWSA" },
  },
  {
    name: "St. Kitts and Nevis",
    areaCode: "869",
    streets: ["Frigate Bay Road", "Bird Rock Road", "Breadfruit Hill"],
    places: ["Frigate Bay, Basseterre", "Oualie Beach, Nevis"],
    utilities: { electricity: "SKELEC", water: "Water Services Dept." },
  },
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

/** Tenants: people and a few companies; each rents one place. */
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
  "Lydia Noel",
  "Samuel Okafor",
  "Coral Reef Diving Ltd",
  "Island Telecom Ltd",
  "Harbour Medical Associates",
  "Blue Wave Yacht Charters Ltd",
];
