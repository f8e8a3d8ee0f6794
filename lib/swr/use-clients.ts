"use client";

import type { ClientDto, ClientListQuery } from "@/lib/schemas/client";
import { useListPage } from "./use-list-page";

/** One page of clients (GET /clients), sorted by name unless the query sorts. */
export function useClients(query: Partial<ClientListQuery>) {
  return useListPage<ClientDto>("/clients", query);
}
