// The console's typed caller of the operator API: lib/api.ts's `call` over the protocol's operator
// table, kept out of lib/api.ts so that the fan pages, which load `call`, do not carry the operator's
// routes (issue 17).

import { OPERATOR_ROUTE } from "@fanfare/protocol";
import { routeCaller } from "@/lib/api";

/** Calls the operator route `name` (OPERATOR_ROUTE), typed like `call`. */
export const operatorCall = routeCaller(OPERATOR_ROUTE);
