import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { serviceOrderRelations, toServiceOrderDto } from "./service-order-dto";

export async function getServiceOrder(id: string) {
  const order = await prisma.serviceOrder.findUnique({ where: { id }, include: serviceOrderRelations });
  if (!order) throw notFound("Service order not found.");
  return toServiceOrderDto(order);
}
