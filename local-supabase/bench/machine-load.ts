import { loadavg } from 'node:os';

/** The bench machine is shared (2 cores): figures are read against the load they were taken under. */
export const machineLoad = () => `carga da máquina (loadavg 1/5 min): ${loadavg().slice(0, 2).map((n) => n.toFixed(1)).join(' / ')}`;
