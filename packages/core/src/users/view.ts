import { toLocale, type UserView } from "@fanfare/protocol";
import type { UserRow } from "./tables";

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email ?? "",
    country: row.country,
    locale: toLocale(row.locale),
    timeZone: row.timeZone,
    acceptsNewsMail: row.acceptsNewsMail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
