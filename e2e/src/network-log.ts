// Records what a page fetched: every request with its type, status, failure and timing.
import type { Page, Request } from 'playwright-core';

export interface NetworkEntry {
  url: string;
  method: string;
  resourceType: string;
  status?: number;
  failure?: string;
  /** Epoch ms when the request started, and when its response ended (after it finished). */
  start?: number;
  end?: number;
}

export interface ScriptBody {
  url: string;
  body: string;
}

export class NetworkLog {
  readonly entries: NetworkEntry[] = [];
  /** Bodies of every JavaScript response, to tell which file carries which package. */
  readonly scriptBodies: ScriptBody[] = [];
  private readonly byRequest = new Map<Request, NetworkEntry>();
  private readonly pending = new Set<Promise<void>>();

  constructor(page: Page) {
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !contentType.includes('javascript')) return;
      const read: Promise<void> = response.text().then(
        (body) => void this.scriptBodies.push({ url: response.url(), body }),
        () => undefined,
      );
      this.pending.add(read);
      void read.finally(() => this.pending.delete(read));
    });
    page.on('request', (request) => {
      const entry: NetworkEntry = { url: request.url(), method: request.method(), resourceType: request.resourceType() };
      this.entries.push(entry);
      this.byRequest.set(request, entry);
    });
    page.on('requestfinished', async (request) => {
      const entry = this.byRequest.get(request);
      if (!entry) return;
      const timing = request.timing();
      entry.start = timing.startTime;
      entry.end = timing.startTime + Math.max(timing.responseEnd, 0);
      entry.status = (await request.response().catch(() => null))?.status();
    });
    page.on('requestfailed', (request) => {
      const entry = this.byRequest.get(request);
      if (entry) entry.failure = request.failure()?.errorText ?? 'failed';
    });
  }

  /** JavaScript fetched by the page: module scripts and dynamic imports. */
  scripts(): NetworkEntry[] {
    return this.entries.filter(
      (e) => e.resourceType === 'script' || /\.(m?js)(\?|$)/.test(new URL(e.url).pathname + new URL(e.url).search),
    );
  }

  /** How many times each URL was requested. */
  counts(entries: NetworkEntry[] = this.entries): Map<string, number> {
    const counts = new Map<string, number>();
    for (const e of entries) counts.set(e.url, (counts.get(e.url) ?? 0) + 1);
    return counts;
  }

  /** Waits for the bodies still being read. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  clear(): void {
    this.entries.length = 0;
    this.scriptBodies.length = 0;
    this.byRequest.clear();
  }
}
