/**
 * Runs `start` once: now if the visitor allows analytics, else at the first consent change that
 * allows it. Used for what may only load after consent (real-user monitoring).
 */
export function whenAnalyticsAllowed(isAnalyticsAllowed: () => boolean, onConsentChange: (listener: () => void) => () => void, start: () => void): void {
  if (isAnalyticsAllowed()) {
    start()
    return
  }
  const stop = onConsentChange(() => {
    if (!isAnalyticsAllowed()) return
    stop()
    start()
  })
}
