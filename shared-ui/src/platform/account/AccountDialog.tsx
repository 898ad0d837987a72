import { useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../components/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type AccountTab = 'login' | 'cadastrar';

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tab shown each time the dialog opens; default 'login'. The sacola's "Fazer Login para Comprar" uses 'cadastrar'. */
  defaultTab?: AccountTab;
  /** Called after a sign-in (the dialog has closed) with whether the person is staff. */
  onSignedIn?: (isStaff: boolean) => void;
}

const FullWidthTabsList = styled(TabsList)`
  align-self: stretch;
  display: grid;
  grid-template-columns: 1fr 1fr;
`;

function isAccountTab(value: string): value is AccountTab {
  return value === 'login' || value === 'cadastrar';
}

/**
 * Lives inside the dialog's content, which unmounts on close: every opening starts on `defaultTab`
 * with empty fields. Radix unmounts the inactive tab's panel, so its form resets when the tab changes.
 */
function AccountTabs({
  defaultTab,
  onSignedIn,
}: {
  defaultTab: AccountTab;
  onSignedIn: (isStaff: boolean) => void;
}) {
  const [tab, setTab] = useState<AccountTab>(defaultTab);
  return (
    <Tabs value={tab} onValueChange={(value) => isAccountTab(value) && setTab(value)}>
      <FullWidthTabsList aria-label="Acesse sua conta">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
      </FullWidthTabsList>
      <TabsContent value="login">
        <SignInForm onSignedIn={onSignedIn} />
      </TabsContent>
      <TabsContent value="cadastrar">
        <SignUpForm
          onSignedUp={({ signedIn }) => {
            // A new account is always a cliente.
            if (signedIn) onSignedIn(false);
            // Usual case: the e-mail must be confirmed first. The dialog stays open on Login, the
            // next step, so a shopper who came from the sacola is not left without a way forward.
            else setTab('login');
          }}
        />
      </TabsContent>
    </Tabs>
  );
}

/** "Acesse sua conta": the storefront's sign-in and sign-up dialog (tabs Login and Cadastrar). */
export function AccountDialog({ open, onOpenChange, defaultTab = 'login', onSignedIn }: AccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Acesse sua conta" size="sm">
      <AccountTabs
        defaultTab={defaultTab}
        onSignedIn={(isStaff) => {
          onOpenChange(false);
          onSignedIn?.(isStaff);
        }}
      />
    </Dialog>
  );
}
