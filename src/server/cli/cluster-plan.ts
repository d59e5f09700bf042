export const RESTART_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 10_000] as const
/** A process that ran this long was well: it starts again after the shortest pause. */
export const STEADY_MS = 30_000

export function restartDelay(quickStops: number, ranMs: number): { ms: number; quickStops: number } {
  const inARow = ranMs >= STEADY_MS ? 0 : quickStops
  return { ms: RESTART_DELAYS_MS[Math.min(inARow, RESTART_DELAYS_MS.length - 1)]!, quickStops: inARow + 1 }
}

export const DEPLOYED_BUILD_FILE = 'deployed-build'

/** Two folders taken in turn: the running build is never touched and the one before stays for going back. */
export function alternateBuild(distDir: string, running: string): string {
  const beside = `${distDir}-deploy`
  return running === beside ? distDir : beside
}
