/** The tag manager loads only when the runtime config names a container. */
export function loadTagManager(gtmId: string | null | undefined): void {
  if (!gtmId || !/^GTM-[A-Z0-9]+$/.test(gtmId)) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}
