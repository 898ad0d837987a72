/** Sliding-window counter of password sign-in attempts per e-mail and IP, as GoTrue limits them. */
export function createRateLimiter(max: number, windowSeconds: number) {
  const attempts = new Map<string, number[]>();
  return {
    /** Records one attempt; false when the key is over its budget for the window. */
    hit(key: string, now = Date.now()): boolean {
      const since = now - windowSeconds * 1000;
      const recent = (attempts.get(key) ?? []).filter((t) => t > since);
      recent.push(now);
      attempts.set(key, recent);
      return recent.length <= max;
    },
  };
}
