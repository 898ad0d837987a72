import styled, { keyframes } from 'styled-components';

const radius = { text: 'sm', rect: 'md', circle: 'pill' } as const;

const shimmer = keyframes`
  0% { background-position: 200% 0; }
  100% { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $shape: 'text' | 'rect' | 'circle' }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $shape }) => theme.radii[radius[$shape]]};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** CSS width, default 100%. */
  width?: string;
  /** CSS height, default 1rem. */
  height?: string;
  /** 'text' (small radius), 'rect' (medium), 'circle' (round). */
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

/** Loading placeholder; hidden from assistive technology (announce loading with text elsewhere). */
export function Skeleton({ width = '100%', height = '1rem', shape = 'text', className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} $width={width} $height={height} $shape={shape} />;
}
