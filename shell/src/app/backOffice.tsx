import { BackOfficeLayout } from '../features/layout';
import { RequireStaff } from '../features/auth';

/**
 * The back-office frame, one chunk that a shopper on the storefront never downloads (issue 25 §2): the
 * staff guard (its "Área restrita" panel, the sign-in dialog), the layout with its menus and the Radix
 * dialog it brings (tooling/federation.ts LOADED_ON_DEMAND), and the sections' hub pages.
 */
export function GuardedBackOffice() {
  return (
    <RequireStaff>
      <BackOfficeLayout />
    </RequireStaff>
  );
}

export { SectionIndex } from '../features/navigation';
