import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccountDialogProps } from './AccountDialog';
import type { NewPasswordDialogProps } from './NewPasswordDialog';
import type { SignInDialogProps } from './SignInDialog';

/**
 * A dialog whose code (its forms, formik and yup) is fetched the first time it opens. Until then it
 * renders nothing, as a closed Radix dialog does. Once loaded it stays mounted, so later closings
 * keep their animation and return focus to the opener exactly as the dialog itself does.
 */
function loadedOnFirstOpen<P extends { open: boolean }>(Dialog: LazyExoticComponent<ComponentType<P>>, name: string) {
  function OnFirstOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Derived state during render (React's documented pattern): no extra commit before loading.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  OnFirstOpen.displayName = name;
  return OnFirstOpen;
}

export const AccountDialog = loadedOnFirstOpen<AccountDialogProps>(
  lazy(() => import('./AccountDialog').then((m) => ({ default: m.AccountDialog }))),
  'AccountDialog',
);

export const SignInDialog = loadedOnFirstOpen<SignInDialogProps>(
  lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog }))),
  'SignInDialog',
);

export const NewPasswordDialog = loadedOnFirstOpen<NewPasswordDialogProps>(
  lazy(() => import('./NewPasswordDialog').then((m) => ({ default: m.NewPasswordDialog }))),
  'NewPasswordDialog',
);
