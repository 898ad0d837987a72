import { Badge } from '@loja/shared-ui';
import { STATUS_VARIANT, type SampleStatus } from './sampleRecords';

/**
 * A sample record's status in the colour spec 001 §4 gives it (green, yellow, red). `data-variant`
 * names the colour for tests and screen checks: the Badge itself only shows it through its style.
 */
export function SampleStatusBadge({ status }: { status: SampleStatus }) {
  const variant = STATUS_VARIANT[status];
  return (
    <Badge variant={variant} data-variant={variant}>
      {status}
    </Badge>
  );
}
