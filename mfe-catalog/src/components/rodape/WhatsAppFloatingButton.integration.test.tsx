import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, type ControlledFetch } from '@loja/local-supabase/testing';
import { WhatsAppFloatingButton } from './WhatsAppFloatingButton';
import { alterarEmpresa } from '../../test/empresa';

let net: ControlledFetch;
beforeEach(() => {
  net = controlledFetch();
});

/** A visitor's page: the anon client of the stack, whose requests the test can see. */
async function renderComLoja(ui: ReactElement, url = '/catalogo') {
  await signInAs(null, { fetch: net.fetch });
  return renderWithProviders(ui, { url });
}

describe('WhatsAppFloatingButton', () => {
  it("opens a chat with the company's number and the greeting in a new tab", async () => {
    await alterarEmpresa({ whatsapp: '48988887777' });
    await renderComLoja(<WhatsAppFloatingButton />);

    const button = await screen.findByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    expect(button).toHaveAttribute(
      'href',
      'https://wa.me/5548988887777?text=Ol%C3%A1!%20Vim%20pelo%20site%20da%20Loja%20Praia%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.',
    );
    expect(button).toHaveAttribute('target', '_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
    // Inside a landmark (axe "region"): the complementary "Atendimento".
    expect(within(screen.getByRole('complementary', { name: 'Atendimento' })).getByRole('link')).toBe(button);
  });

  it('is not there when the company has no WhatsApp number', async () => {
    // The database requires the number (10 to 15 digits); a project without its company row has none.
    net.answerNext('/rest/v1/empresa_publica', 200, []);
    await renderComLoja(<WhatsAppFloatingButton />);

    await waitFor(() => expect(net.requestsTo('/rest/v1/empresa_publica')).not.toEqual([]));
    // Let the query settle: the button must stay absent after the row arrives, not only while loading.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Fale conosco pelo WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
