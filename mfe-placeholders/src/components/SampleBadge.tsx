import { Badge } from '@loja/shared-ui';

/** Figures that are not real yet carry this label (DESIGN: sales stay sample data until a sales module exists). */
export function SampleBadge() {
  return <Badge variant="warning">Dados de exemplo</Badge>;
}
