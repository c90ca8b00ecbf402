/**
 * Where the process is in its life, for readiness (GET /api/health/ready): `starting` while migrations and the seed
 * run, `serving` once the app listens, `draining` from a shutdown signal until it closes. A load balancer or
 * orchestrator sends traffic only to `serving` processes; liveness ignores the phase.
 */
export type LifecyclePhase = 'starting' | 'serving' | 'draining';

export class Lifecycle {
  private current: LifecyclePhase;

  /** Apps built without one (tests, benchmarks) are serving from the start. */
  constructor(phase: LifecyclePhase = 'serving') {
    this.current = phase;
  }

  get phase(): LifecyclePhase {
    return this.current;
  }

  /** The app listens: ready, unless a shutdown already began (a signal during start-up wins). */
  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  /** A shutdown began: readiness answers 503 from now on, for good. */
  drain(): void {
    this.current = 'draining';
  }
}
