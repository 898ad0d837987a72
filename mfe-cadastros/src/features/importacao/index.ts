/** CSV import pages of the registers (issue 27); routes.tsx mounts one under each register. */
export { ImportarPage } from './ImportarPage';
