import { useFormikContext } from 'formik';
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';

export const UNSAVED_CHANGES_MESSAGES = {
  title: 'Descartar alterações?',
  description: 'As alterações que você fez ainda não foram salvas.',
  stay: 'Continuar editando',
  leave: 'Sair sem salvar',
} as const;

export interface UnsavedChangesPromptProps {
  /** Extra condition, e.g. `canWrite` (a read-only form never asks). Default true. */
  when?: boolean;
}

/**
 * Place inside `<Formik>`. While the form is dirty and not submitting, leaving the route
 * asks first (react-router's `useBlocker`, in a ConfirmDialog) and reloading or closing the
 * tab triggers the browser's own "leave site?" question. A successful `submitForm` marks
 * the form clean before navigating, so saving never asks.
 */
export function UnsavedChangesPrompt({ when = true }: UnsavedChangesPromptProps) {
  const { dirty, isSubmitting } = useFormikContext();
  const active = when && dirty && !isSubmitting;
  useBeforeUnloadGuard(active);
  // useBlocker needs a data router (createBrowserRouter / createMemoryRouter); under a plain
  // <BrowserRouter> (an old standalone entry) only the beforeunload guard works.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteLeaveGuard active={active} /> : null;
}

function useBeforeUnloadGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers need returnValue set to show the prompt
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

function RouteLeaveGuard({ active }: { active: boolean }) {
  // only a move to another page asks; changing the query string (a tab) does not
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef(false);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) leaving.current = false;
  }, [blocked]);
  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        // Cancel, Escape or a click outside: stay on the form
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
      }}
      title={UNSAVED_CHANGES_MESSAGES.title}
      description={UNSAVED_CHANGES_MESSAGES.description}
      cancelLabel={UNSAVED_CHANGES_MESSAGES.stay}
      confirmLabel={UNSAVED_CHANGES_MESSAGES.leave}
      destructive
      onConfirm={() => {
        leaving.current = true;
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
