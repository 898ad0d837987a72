export { SampleBadge } from './SampleBadge';
