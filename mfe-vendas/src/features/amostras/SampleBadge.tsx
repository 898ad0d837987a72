import { Badge } from '@loja/shared-ui';

/** Figures that are not real yet carry this label (DESIGN: quotes stay sample data until their module exists). */
export function SampleBadge() {
  return <Badge variant="warning">Dados de exemplo</Badge>;
}
