import type { Language } from "@/lib/i18n/languages";
import type { ImportKind } from "./import-kinds";

/**
 * The column headings each field answers to in the other languages an import may be written in, beside the
 * English names, labels and synonyms of import-fields.ts — matched the same way (headerKey: case, accents,
 * spaces and punctuation aside, so "Correo electrónico" and "CORREO ELECTRONICO" meet). Data, not messages: a
 * field has several headings (its label's translation and the usual synonyms), a message one text. The first of
 * each list is the field's label in that language. The downloadable templates keep English headings.
 */
type Headings = Partial<Record<ImportKind, Record<string, readonly string[]>>>;

const contactHeadings = (owner: readonly string[]): Record<string, readonly string[]> => ({
  name: ["Nombre", ...owner, "nombre completo", "empresa", "razón social"],
  contactFirstName: ["Nombre del contacto", "nombre de contacto", "nombre de pila", "primer nombre"],
  contactLastName: ["Apellido del contacto", "apellido", "apellidos", "apellido de contacto"],
  contactPrimaryNumber: ["Teléfono", "teléfono principal", "número de teléfono", "celular", "móvil", "tel"],
  contactSecondaryNumber: ["Teléfono secundario", "otro teléfono", "teléfono 2", "teléfono alternativo", "teléfono de la casa"],
  contactEmailAddress: ["Correo electrónico", "correo", "e-mail", "email", "correo de contacto"],
  contactWebsiteURL: ["Sitio web", "página web", "web"],
  contactMailingAddress: ["Dirección postal", "dirección", "domicilio", "dirección de correo postal"],
});

export const TRANSLATED_IMPORT_HEADINGS: Partial<Record<Language, Headings>> = {
  es: {
    clients: contactHeadings(["propietario", "nombre del propietario", "cliente", "nombre del cliente", "arrendador"]),
    "service-providers": contactHeadings(["proveedor", "proveedor de servicios", "nombre del proveedor", "contratista"]),
    listings: {
      propertyName: ["Nombre de la propiedad", "propiedad", "nombre", "título"],
      client: ["Cliente", "propietario", "nombre del propietario", "correo del propietario", "arrendador"],
      propertySpecialist: ["Especialista de la propiedad", "especialista", "agente", "administrador", "correo del especialista"],
      status: ["Estado", "estado de la propiedad"],
      listingType: ["Tipo de publicación", "tipo de anuncio"],
      propertyType: ["Tipo de propiedad", "tipo", "tipo de inmueble"],
      location: ["Ubicación", "dirección", "zona", "localidad", "distrito"],
      zoning: ["Zonificación", "uso de suelo"],
      salePriceInUS: ["Precio de venta", "precio", "precio de venta (us$)"],
      rentalPriceInUS: ["Precio de alquiler", "alquiler", "alquiler mensual", "renta", "renta mensual", "precio de alquiler (us$)"],
      negotiable: ["Negociable", "precio negociable"],
      lotSizeSqFeet: ["Tamaño del terreno (pies²)", "tamaño del terreno (pies cuadrados)", "terreno (pies²)", "tamaño del terreno"],
      lotSizeAcres: ["Tamaño del terreno (acres)", "acres", "terreno (acres)"],
      propertySizeSqFeet: ["Tamaño de la propiedad (pies²)", "tamaño de la propiedad", "área construida", "superficie"],
      bedrooms: ["Habitaciones", "dormitorios", "recámaras", "cuartos"],
      bathrooms: ["Baños"],
      otherRooms: ["Otras habitaciones", "otros espacios"],
      amenities: ["Comodidades", "amenidades", "características"],
      services: ["Servicios", "servicios incluidos"],
      leaseStartDate: ["Inicio del contrato de arrendamiento", "inicio del contrato", "fecha de inicio", "inicio"],
      leaseEndDate: ["Fin del contrato de arrendamiento", "fin del contrato", "fecha de fin", "fecha de término", "fin"],
      tenantName: ["Nombre del inquilino", "inquilino", "arrendatario"],
      tenantPhoneNumber: ["Teléfono del inquilino", "celular del inquilino"],
      tenantEmail: ["Correo electrónico del inquilino", "correo del inquilino"],
      notes: ["Notas", "nota", "comentarios", "observaciones", "descripción"],
    },
    "opening-balances": {
      client: ["Cliente", "propietario", "nombre del propietario", "nombre", "cuenta", "correo electrónico", "correo"],
      date: ["Fecha", "fecha del saldo", "al"],
      amount: ["Monto", "importe", "saldo", "saldo inicial", "monto (us$)"],
      description: ["Descripción", "concepto", "nota", "detalle"],
    },
    tenants: {
      firstName: ["Nombre", "nombres", "nombre del inquilino", "primer nombre"],
      lastName: ["Apellido", "apellidos", "apellido del inquilino"],
      companyName: ["Nombre de la empresa", "empresa", "compañía", "razón social"],
      email: ["Correo electrónico", "correo", "e-mail", "correo del inquilino"],
      phone: ["Teléfono", "número de teléfono", "celular", "móvil", "teléfono del inquilino"],
      secondaryPhone: ["Segundo teléfono", "teléfono secundario", "otro teléfono", "teléfono 2", "teléfono alternativo"],
      mailingAddress: ["Dirección postal", "dirección", "domicilio"],
      notes: ["Notas", "nota", "comentarios", "observaciones"],
    },
    leases: {
      listing: ["Propiedad", "nombre de la propiedad", "inmueble", "unidad"],
      tenant: ["Inquilino principal", "inquilino", "nombre del inquilino", "correo del inquilino", "arrendatario"],
      startDate: ["Fecha de inicio", "inicio", "inicio del contrato", "desde"],
      endDate: ["Fecha de fin", "fin", "fin del contrato", "fecha de término", "hasta"],
      rent: ["Alquiler", "alquiler mensual", "renta", "renta mensual", "alquiler (us$)"],
      dueDay: ["Día de vencimiento", "día de pago", "vence el día"],
      deposit: ["Depósito de garantía", "depósito", "depósito (us$)"],
      openingBalance: ["Saldo inicial", "saldo", "saldo adeudado", "adeudo", "atrasos"],
      notes: ["Notas", "nota", "comentarios", "observaciones"],
    },
  },
};

/** A field's headings in every other language, for proposeField to match beside its English ones. */
export function translatedHeadings(kind: ImportKind, field: string): string[] {
  return Object.values(TRANSLATED_IMPORT_HEADINGS).flatMap((headings) => [...(headings?.[kind]?.[field] ?? [])]);
}
