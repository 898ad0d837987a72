import { Button, Input } from '@loja/shared-ui';
import { formatCpf } from '@loja/shared-ui/format';
import { useState } from 'react';
import styled from 'styled-components';
import { useBuscarClientesParaVendaQuery, type ClienteVenda } from '../hooks';

export const CLIENTE_MESSAGES = {
  cliente: 'Cliente (opcional)',
  clienteBusca: 'Nome, CPF ou telefone',
  trocarCliente: 'Trocar cliente',
} as const;

/** A search's results: one full-width button per choice (a customer, a sale, a pessoa). */
export const OpcoesDaBusca = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
  }
`;

const Escolhido = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The customer of a sale or quote from the register (optional: none is "Consumidor final"). */
export function ClienteBusca({ cliente, onCliente, dica }: { cliente: ClienteVenda | null; onCliente: (c: ClienteVenda | null) => void; dica?: string }) {
  const [texto, setTexto] = useState('');
  const termo = texto.trim();
  const { data: clientes = [] } = useBuscarClientesParaVendaQuery(termo, { skip: termo.length < 2 });
  if (cliente) {
    return (
      <Escolhido>
        <span>
          <strong>{cliente.nome}</strong> · {formatCpf(cliente.cpf)}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onCliente(null)}>
          {CLIENTE_MESSAGES.trocarCliente}
        </Button>
      </Escolhido>
    );
  }
  return (
    <div>
      <Input label={CLIENTE_MESSAGES.cliente} placeholder={CLIENTE_MESSAGES.clienteBusca} hint={dica} value={texto} onChange={(e) => setTexto(e.target.value)} autoComplete="off" />
      {termo.length >= 2 && clientes.length > 0 ? (
        <OpcoesDaBusca aria-label="Clientes encontrados">
          {clientes.map((c) => (
            <li key={c.id}>
              <Button type="button" variant="outline" size="sm" onClick={() => onCliente(c)}>
                {c.nome} · {formatCpf(c.cpf)}
              </Button>
            </li>
          ))}
        </OpcoesDaBusca>
      ) : null}
    </div>
  );
}
