/** The ports the stage's parts take above STAGE_PORT, nginx's TLS port. */
export function stagePorts(tlsPort: number) {
  return { tls: tlsPort, nginx: tlsPort + 1, firstInstance: tlsPort + 2, product: tlsPort + 8, redis: tlsPort + 9, postgres: tlsPort + 10 }
}

/** The most instances the ports between nginx's and the stand-in's leave room for. */
export const STAGE_MAX_INSTANCES = 6
