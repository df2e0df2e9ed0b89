import { OPERATOR_ROUTE } from "./operator-table";
import { FAN_ROUTE } from "./table";

/**
 * Every API route, the fan's and the operator's: what the API registers and the route definitions
 * (routes/<domain>.ts) reference. The web's run-time code takes FAN_ROUTE or OPERATOR_ROUTE instead, so
 * a page carries only its side's table; its types come from here.
 */
export const ROUTE = { ...FAN_ROUTE, ...OPERATOR_ROUTE } as const;

export type RouteName = keyof typeof ROUTE;
