import { Barcode, History, PackagePlus, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ESTOQUE_PRODUTOS_MESSAGES } from '../messages';

const Acao = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function AcaoLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    // By the URL's path, not the route tree: /estoque/produtos + `..` is /estoque wherever the page is mounted.
    <Acao to={to} relative="path" aria-label={label} title={label}>
      {icon}
    </Acao>
  );
}

/** Where each action of a product of the overview leads (relative to /estoque/produtos, except the product editor). */
export const destinos = (id: number) => ({
  historico: `${id}/kardex`,
  // The product's labels (issue 27): its grades, one per unit in stock.
  etiquetas: `../etiquetas?produto=${id}`,
  // Another page of this remote's section: up from produtos to /estoque, then its movement form.
  novaMovimentacao: `../movimentacao/nova?produto=${id}`,
  // The product editor is mfe-cadastros' (spec 001's route table): an absolute address.
  editarProduto: `/cadastros/produtos/${id}/editar`,
});

export interface AcoesEstoqueProdutoProps {
  id: number;
  nome: string;
  /** admin and funcionario: a new movement and the product editor; read-only staff see the history only. */
  canWrite: boolean;
}

/** Histórico (the kardex), Etiquetas, Nova movimentação (prefilled with the product) and Editar produto. */
export function AcoesEstoqueProduto({ id, nome, canWrite }: AcoesEstoqueProdutoProps) {
  const para = destinos(id);
  return (
    <>
      <AcaoLink to={para.historico} label={`${ESTOQUE_PRODUTOS_MESSAGES.historico} de ${nome}`} icon={<History size={16} aria-hidden />} />
      <AcaoLink to={para.etiquetas} label={`Etiquetas de ${nome}`} icon={<Barcode size={16} aria-hidden />} />
      {canWrite ? (
        <>
          <AcaoLink
            to={para.novaMovimentacao}
            label={`${ESTOQUE_PRODUTOS_MESSAGES.novaMovimentacao} de ${nome}`}
            icon={<PackagePlus size={16} aria-hidden />}
          />
          <AcaoLink to={para.editarProduto} label={`${ESTOQUE_PRODUTOS_MESSAGES.editarProduto} ${nome}`} icon={<Pencil size={16} aria-hidden />} />
        </>
      ) : null}
    </>
  );
}
