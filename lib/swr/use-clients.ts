"use client";

import type { ClientDto, ClientListQuery } from "@/lib/schemas/contact-party";
import { useListPage } from "./use-list-page";

/** One page of clients (GET /clients), sorted by name unless the query sorts; null reads nothing. */
export function useClients(query: Partial<ClientListQuery> | null) {
  return useListPage<ClientDto>("/clients", query);
}
