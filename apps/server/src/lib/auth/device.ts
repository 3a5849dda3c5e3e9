/** "Chrome on Windows" from a User-Agent header: enough to tell one's own devices apart. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
    [/curl\//, 'curl'],
  ]);
  const system = firstMatch(userAgent, [
    [/Windows/, 'Windows'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Android/, 'Android'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ]);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 80);
}

function firstMatch(text: string, patterns: [RegExp, string][]): string | null {
  return patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
