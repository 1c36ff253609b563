import { describe, expect, it } from 'vitest';
import { parallelRequestsFor, parallelRequestsOver } from './parallel-requests';

describe('parallel tile requests', () => {
  it('keeps 6 in flight over HTTP/1.1 and whatever is unknown, 32 over HTTP/2 and 3', () => {
    expect(parallelRequestsOver('http/1.1')).toBe(6);
    expect(parallelRequestsOver('http/1.0')).toBe(6);
    expect(parallelRequestsOver('')).toBe(6);
    expect(parallelRequestsOver(undefined)).toBe(6);
    expect(parallelRequestsOver('h2')).toBe(32);
    expect(parallelRequestsOver('h3')).toBe(32);
    expect(parallelRequestsOver('h3-29')).toBe(32);
    expect(parallelRequestsOver('h2c')).toBe(6);
  });

  it("decides by the protocol of the URL's latest resource timing", () => {
    const timings = (entries: Record<string, string[]>) => ({
      getEntriesByName: (name: string) =>
        (entries[name] ?? []).map((nextHopProtocol) => ({ name, nextHopProtocol }) as unknown as PerformanceEntry),
    });
    const url = 'https://tiles.example.org/a.dzi';
    expect(parallelRequestsFor(url, timings({ [url]: ['h2'] }))).toBe(32);
    expect(parallelRequestsFor(url, timings({ [url]: ['h2', 'http/1.1'] }))).toBe(6);
    expect(parallelRequestsFor(url, timings({ [url]: [''] }))).toBe(6);
    expect(parallelRequestsFor(url, timings({ 'https://elsewhere/': ['h2'] }))).toBe(6);
  });
});
