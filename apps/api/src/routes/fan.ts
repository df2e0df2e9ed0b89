import { authenticate, type UserRow } from "@fanfare/core";
import type { FastifyRequest } from "fastify";
import { ACCESS_COOKIE } from "../cookies";

/** The signed-in fan of a request, or auth-E1001 / auth-E1002 / E6000 / E6003. */
export function requireFan(request: FastifyRequest): Promise<UserRow> {
  return authenticate(request.ctx, request.cookies[ACCESS_COOKIE]);
}

export function requestMeta(request: FastifyRequest) {
  return { ip: request.clientAddress, requestId: request.id };
}

/** The signed-in fan when the request carries a session cookie, else null (pages anyone may read). */
export async function optionalFan(request: FastifyRequest): Promise<UserRow | null> {
  return request.cookies[ACCESS_COOKIE] ? requireFan(request) : null;
}
