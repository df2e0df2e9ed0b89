import { type Country, type Locale, toLocale, type UserView } from "@fanfare/protocol";
import type { UserRow } from "./tables";

export function toUserView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email ?? "",
    country: row.country as Country,
    locale: toLocale(row.locale) as Locale,
    timeZone: row.timeZone,
    acceptsNewsMail: row.acceptsNewsMail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
