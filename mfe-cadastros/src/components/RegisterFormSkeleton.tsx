import { Card, Skeleton } from '@loja/shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** What an edit form shows while its record loads (spec: loading skeleton). */
export function RegisterFormSkeleton({ label }: { label: string }) {
  return (
    <Card $padded aria-busy="true" aria-label={label}>
      <Stack>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="2.5rem" shape="rect" />
        ))}
      </Stack>
    </Card>
  );
}
