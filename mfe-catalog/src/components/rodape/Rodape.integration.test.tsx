import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, type ControlledFetch } from '@loja/local-supabase/testing';
import { Rodape } from './Rodape';

afterEach(() => {
  vi.useRealTimers();
});

let net: ControlledFetch;
beforeEach(() => {
  net = controlledFetch();
});

/** A visitor's page: the anon client of the stack, whose requests the test can see. */
async function renderComLoja(ui: ReactElement, url = '/catalogo') {
  await signInAs(null, { fetch: net.fetch });
  return renderWithProviders(ui, { url });
}

/** A company without its row (a project before the seed): the stack's database always has it. */
const semEmpresa = () => net.answerNext('/rest/v1/empresa_publica', 200, []);

describe('Rodape', () => {
  it('is the #contato target with the company name, address, phone and e-mail', async () => {
    const { container } = await renderComLoja(<Rodape />);

    const footer = await screen.findByRole('contentinfo', { name: 'Loja Praia' });
    expect(container.querySelector('#contato')).toBe(footer);
    expect(await within(footer).findByText('Av. Beira-Mar, 1200, Centro, Florianópolis - SC, 88015-700')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(48) 3222-1234' })).toHaveAttribute('href', 'tel:+554832221234');
  });

  it('mails the company with the subject and body encoded in the mailto link', async () => {
    await renderComLoja(<Rodape />);

    const mail = await screen.findByRole('link', { name: 'contato@lojapraia.com.br' });
    expect(mail).toHaveAttribute(
      'href',
      'mailto:contato@lojapraia.com.br?subject=Contato%20pelo%20site' +
        '&body=Ol%C3%A1%2C%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es%20sobre%20os%20produtos%20da%20Loja%20Praia.',
    );
  });

  it('links the Instagram profile and WhatsApp in a new tab', async () => {
    await renderComLoja(<Rodape />);

    const instagram = await screen.findByRole('link', { name: 'Instagram da Loja Praia' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/lojapraia');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');

    const whatsapp = screen.getByRole('link', { name: 'Chamar no WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      'https://wa.me/5548999990000?text=Ol%C3%A1!%20Vim%20pelo%20site%20da%20Loja%20Praia%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByText('(48) 99999-0000')).toBeInTheDocument();
  });

  it('shows © and the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-03T12:00:00-03:00'));
    await renderComLoja(<Rodape />);

    expect(await screen.findByText('© 2031 Loja Praia. Todos os direitos reservados.')).toBeInTheDocument();
  });

  it('falls back to "Loja Praia" and leaves out what the company has not filled in', async () => {
    semEmpresa();
    await renderComLoja(<Rodape />);

    await vi.waitFor(() => expect(net.requestsTo('/rest/v1/empresa_publica')).not.toEqual([]));
    const footer = await screen.findByRole('contentinfo', { name: 'Loja Praia' });
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(within(footer).getByText(/© \d{4} Loja Praia\./)).toBeInTheDocument();
  });
});
