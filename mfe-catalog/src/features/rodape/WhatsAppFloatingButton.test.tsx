import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { setSupabaseClient } from '@loja/shared-ui/platform';
import { WhatsAppFloatingButton } from './WhatsAppFloatingButton';
import { EMPRESA_TESTE, installFakeSupabase, renderComLoja } from './testing';

afterEach(() => {
  cleanup();
  setSupabaseClient(null);
});

describe('WhatsAppFloatingButton', () => {
  it("opens a chat with the company's number and the greeting in a new tab", async () => {
    installFakeSupabase({ empresa_publica: [{ ...EMPRESA_TESTE, whatsapp: '(48) 98888-7777' }] });
    renderComLoja(<WhatsAppFloatingButton />);

    const button = await screen.findByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    expect(button).toHaveAttribute(
      'href',
      'https://wa.me/5548988887777?text=Ol%C3%A1!%20Vim%20pelo%20site%20da%20Loja%20Praia%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.',
    );
    expect(button).toHaveAttribute('target', '_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
  });

  it('is not there when the company has no WhatsApp number', async () => {
    const { fake } = installFakeSupabase({ empresa_publica: [{ ...EMPRESA_TESTE, whatsapp: null }] });
    renderComLoja(<WhatsAppFloatingButton />);

    await waitFor(() => expect(fake.from).toHaveBeenCalledWith('empresa_publica'));
    // Let the query settle: the button must stay absent after the row arrives, not only while loading.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Fale conosco pelo WhatsApp' })).not.toBeInTheDocument();
  });
});
