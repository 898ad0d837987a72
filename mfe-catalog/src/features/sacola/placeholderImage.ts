import { colors } from '@loja/shared-ui/theme';

/** Shown for a line without image or whose image fails to load: a neutral gradient with a bag outline. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colors.placeholderGradientFrom}"/><stop offset="1" stop-color="${colors.placeholderGradientTo}"/>
</linearGradient></defs>
<rect width="64" height="64" fill="url(#g)"/>
<path d="M22 26h20l-2 20H24z M27 26v-3a5 5 0 0 1 10 0v3" fill="none" stroke="${colors.white}" stroke-width="2.5" stroke-linejoin="round"/>
</svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
