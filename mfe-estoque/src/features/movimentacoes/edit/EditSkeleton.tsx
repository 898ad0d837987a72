import { Card, Skeleton } from '@loja/shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Spec 001 "Edit": a loading skeleton while the movement loads (the form's shape: product, then four fields). */
export function EditSkeleton({ label }: { label: string }) {
  return (
    <Card $padded aria-busy="true" aria-label={label}>
      <Stack>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="2.5rem" shape="rect" />
        ))}
      </Stack>
    </Card>
  );
}
