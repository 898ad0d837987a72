import { LojaThemeProvider, EmptyState, Button } from '@loja/shared-ui';

/** When config.json cannot be read the app cannot start: say so, in Portuguese, with a retry. */
export function BootError({ message }: { message: string }) {
  return (
    <LojaThemeProvider>
      <main style={{ padding: '3rem 1rem' }}>
        <EmptyState
          title="Não foi possível iniciar a Loja Praia."
          description={message}
          action={<Button onClick={() => window.location.reload()}>Tentar novamente</Button>}
        />
      </main>
    </LojaThemeProvider>
  );
}
