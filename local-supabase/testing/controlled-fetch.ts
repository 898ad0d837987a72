/**
 * A fetch for a test's supabase-js client that still reaches the real stack, but lets the test see
 * the requests, hold one (to look at a pending state), or fail or answer one that the local stack
 * cannot be made to give (a network error, the answer of a project configured otherwise).
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** The JSON body, parsed; null without one. */
  body: unknown;
}

/** Which request a rule is for: a path part such as '/auth/v1/token' or a predicate. */
export type RequestMatch = string | ((request: RecordedRequest) => boolean);

type Rule = { match: RequestMatch; run: (request: RecordedRequest, pass: () => Promise<Response>) => Promise<Response> };

const matches = (match: RequestMatch, request: RecordedRequest) =>
  typeof match === 'string' ? request.url.pathname.includes(match) : match(request);

export interface ControlledFetch {
  fetch: typeof fetch;
  /** Every request made, in order. */
  requests: RecordedRequest[];
  /** Requests whose path contains `part`. */
  requestsTo(part: string): RecordedRequest[];
  /** Holds the next matching request until `release()`, which sends it on (to the stack, or to a later rule). */
  hold(match: RequestMatch): { release: () => void };
  /**
   * The next `times` matching requests fail as a network error (fetch rejects with TypeError).
   * postgrest-js retries a failed GET a few times: fail a read with `Infinity` to make it stick.
   */
  failNext(match: RequestMatch, times?: number): void;
  /** The next `times` matching requests get this JSON answer instead of the stack's. */
  answerNext(match: RequestMatch, status: number, body: unknown, times?: number): void;
}

export function controlledFetch(): ControlledFetch {
  const requests: RecordedRequest[] = [];
  const rules: Rule[] = [];
  const once = (match: RequestMatch, run: Rule['run'], times = 1) => {
    let left = times;
    const rule: Rule = {
      match,
      run: (request, pass) => {
        if (--left === 0) rules.splice(rules.indexOf(rule), 1);
        return run(request, pass);
      },
    };
    rules.push(rule);
  };

  const controlled: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.body ? await request.clone().text() : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const recorded: RecordedRequest = { method: request.method, url: new URL(request.url), body };
    requests.push(recorded);
    // After a rule lets a request go on (hold), the remaining rules still apply to it.
    const route = (): Promise<Response> => {
      const rule = rules.find((r) => matches(r.match, recorded));
      return rule ? rule.run(recorded, route) : fetch(request);
    };
    return route();
  };

  return {
    fetch: controlled,
    requests,
    requestsTo: (part) => requests.filter((r) => r.url.pathname.includes(part)),
    hold(match) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      once(match, async (_request, pass) => {
        await released;
        return pass();
      });
      return { release };
    },
    failNext(match, times = 1) {
      once(
        match,
        async () => {
          throw new TypeError('Failed to fetch');
        },
        times,
      );
    },
    answerNext(match, status, body, times = 1) {
      once(match, async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }), times);
    },
  };
}
