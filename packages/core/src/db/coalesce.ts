/**
 * Coalesces concurrent look-ups of the same kind into one query: a look-up made while the previous
 * query is in flight waits for the next one, which then asks for every key gathered meanwhile. Nothing
 * is cached: every answer comes from a query that started after the look-up was made, so a row changed
 * before the look-up (a revoked session, a ban) is always seen. On an idle database a look-up is one
 * query, as before; under load, hundreds of look-ups cost one query instead of one each.
 */
export function coalesced<V>(fetch: (keys: string[]) => Promise<Map<string, V>>, maxKeys = 500) {
  type Waiter = { key: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let waiting: Waiter[] = [];
  let busy = false;

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxKeys);
      waiting = waiting.slice(group.length);
      try {
        const found = await fetch([...new Set(group.map((w) => w.key))]);
        for (const w of group) w.resolve(found.get(w.key));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    busy = false;
  }

  return function lookUp(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (busy) return;
      busy = true;
      // One turn of the event loop lets the look-ups that arrived together share the first query.
      setImmediate(() => void drain());
    });
  };
}
