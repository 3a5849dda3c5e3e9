/**
 * Adds a pixel's script to the page. One that cannot load (an ad blocker, a network failure) is
 * only noted: the pixels measure the ads, and the site works the same without them.
 */
export function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => console.warn(`The advertising pixel ${src} could not be loaded`);
  document.head.appendChild(script);
}
