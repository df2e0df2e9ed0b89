/**
 * Coalesces concurrent look-ups of the same kind into few queries: look-ups made while `maxInFlight`
 * queries are running wait for the next one, which then asks for every key gathered meanwhile. Nothing
 * is cached: every answer comes from a query that started after the look-up was made, so a row changed
 * before the look-up (a revoked session, a ban) is always seen. On an idle database a look-up is one
 * query, as before; under load, hundreds of look-ups cost one query instead of one each. More than one
 * query in flight keeps a look-up from waiting out a whole query that started just before it.
 */
export function coalesced<V>(fetch: (keys: string[]) => Promise<Map<string, V>>, maxKeys = 500, maxInFlight = 3) {
  type Waiter = { key: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let waiting: Waiter[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || inFlight >= maxInFlight || waiting.length === 0) return;
    scheduled = true;
    // One turn of the event loop lets the look-ups that arrived together share the query.
    setImmediate(() => {
      scheduled = false;
      void run();
    });
  }

  async function run(): Promise<void> {
    if (waiting.length === 0) return;
    const group = waiting.slice(0, maxKeys);
    waiting = waiting.slice(group.length);
    inFlight++;
    try {
      const found = await fetch([...new Set(group.map((w) => w.key))]);
      for (const w of group) w.resolve(found.get(w.key));
    } catch (error) {
      for (const w of group) w.reject(error);
    } finally {
      inFlight--;
      schedule();
    }
  }

  return function lookUp(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      schedule();
    });
  };
}
