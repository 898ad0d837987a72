import { Button, Input } from '@loja/shared-ui';
import { OpcoesDaBusca } from '../../../components';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useBuscarPessoasFinanceiroQuery, useNomePessoaFinanceiroQuery } from '../api';
import { CONTAS_MESSAGES, FINANCEIRO_MESSAGES } from '../messages';
import type { Lado } from '../params';

const Escolhida = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Linha = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Rotulo = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The pessoa of a título: a cliente on the receivables' side, a fornecedor on the payables', found by
 * every word typed (titulos_pessoas). `pessoaId` null: none chosen yet.
 */
export function PessoaBusca({ lado, pessoaId, onPessoa }: { lado: Lado; pessoaId: number | null; onPessoa: (id: number | null) => void }) {
  const [texto, setTexto] = useState('');
  const termo = texto.trim();
  const rotuloId = useId();
  const textos = CONTAS_MESSAGES[lado];
  const { data: pessoas = [] } = useBuscarPessoasFinanceiroQuery({ lado, busca: termo }, { skip: termo.length < 2 || pessoaId !== null });
  const { data: nome } = useNomePessoaFinanceiroQuery({ lado, id: pessoaId ?? 0 }, { skip: pessoaId === null });
  if (pessoaId !== null) {
    return (
      <Escolhida role="group" aria-labelledby={rotuloId}>
        <Rotulo id={rotuloId}>{textos.pessoa}</Rotulo>
        <Linha>
          <strong>{nome ?? '…'}</strong>
          <Button type="button" variant="ghost" size="sm" onClick={() => onPessoa(null)} aria-label={`${FINANCEIRO_MESSAGES.trocarPessoa} ${textos.pessoa.toLowerCase()}`}>
            {FINANCEIRO_MESSAGES.trocarPessoa}
          </Button>
        </Linha>
      </Escolhida>
    );
  }
  return (
    <div>
      <Input label={textos.pessoa} placeholder={textos.pessoaBusca} value={texto} onChange={(e) => setTexto(e.target.value)} autoComplete="off" />
      {termo.length >= 2 && pessoas.length > 0 ? (
        <OpcoesDaBusca aria-label={textos.pessoasEncontradas}>
          {pessoas.map((p) => (
            <li key={p.id}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  setTexto('');
                  onPessoa(p.id);
                }}
              >
                {p.nome}
                {p.documento ? ` · ${p.documento}` : ''}
              </Button>
            </li>
          ))}
        </OpcoesDaBusca>
      ) : null}
    </div>
  );
}
