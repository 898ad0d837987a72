import { Button, Card, CardContent, CardHeader, CardTitle, Input, PageHeader, TextArea, media, toast } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  CARRINHO_MESSAGES,
  CARRINHO_VAZIO,
  CampoDinheiro,
  LinhasCarrinho,
  ProdutoBusca,
  carrinhoReducer,
  formatCentavos,
  linhasParaVenda,
  toastDaFalha,
  totais,
} from '../../components';
import { useGetLojaParaVendaQuery, type ClienteVenda } from '../../hooks';
import { useRegistrarOrcamentoMutation } from './api';
import { ClienteDoOrcamento } from './components/ClienteDoOrcamento';
import { ORCAMENTOS_MESSAGES } from './messages';
import { lerValidade, problemaDoOrcamento, validoAte } from './validade';

const Grade = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
  }
`;

const Coluna = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Campos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Totais = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Problema = styled.p`
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /vendas/orcamento/novo (issue 24): a quote for a customer (or "Consumidor final"), its lines from the
 * same product entry as the counter sale (scanner or name with the colour × size grid), discounts
 * within the funcionário's limit, validity in days and observações. "Salvar orçamento" is one
 * database call (prices are the database's) and opens the quote's page. A quote reserves nothing.
 */
export function NovoOrcamentoPage() {
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const { data: loja } = useGetLojaParaVendaQuery();
  const [carrinho, dispatch] = useReducer(carrinhoReducer, CARRINHO_VAZIO);
  const [cliente, setCliente] = useState<ClienteVenda | null>(null);
  const [validade, setValidade] = useState('7');
  const [observacoes, setObservacoes] = useState('');
  const [registrar, { isLoading: salvando }] = useRegistrarOrcamentoMutation();

  const t = totais(carrinho);
  const dias = lerValidade(validade);
  const problema = problemaDoOrcamento(carrinho, validade, { descontoMaximo: Number(loja?.desconto_maximo_funcionario ?? 0), admin: isAdmin });

  const salvar = async () => {
    if (problema || dias === null) return;
    try {
      const orcamento = await registrar({
        itens: linhasParaVenda(carrinho),
        clienteId: cliente?.id ?? null,
        desconto: carrinho.desconto,
        validadeDias: dias,
        observacoes: observacoes.trim(),
      }).unwrap();
      toast({ title: 'Sucesso', description: ORCAMENTOS_MESSAGES.salvo(orcamento.codigo), variant: 'success' });
      navigate(`../${orcamento.id}`, { relative: 'path' });
    } catch (error) {
      toast({ ...toastDaFalha(error, ORCAMENTOS_MESSAGES.salvarFalhou), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader
        title={ORCAMENTOS_MESSAGES.novo}
        description={ORCAMENTOS_MESSAGES.novoDescricao}
        onBack={() => navigate('..', { relative: 'path' })}
        backLabel={ORCAMENTOS_MESSAGES.title}
      />
      <Grade>
        <Coluna>
          <Card>
            <CardContent>
              {/* A quote names what is sold, not what is in stock: the line does not carry the disponível. */}
              <ProdutoBusca semEstoque onAdicionar={(linha) => dispatch({ tipo: 'adicionar', linha: { ...linha, disponivel: null } })} disabled={salvando} />
            </CardContent>
          </Card>
          <LinhasCarrinho linhas={carrinho.linhas} dispatch={dispatch} disabled={salvando} />
        </Coluna>
        <Coluna>
          <Card>
            <CardHeader>
              <CardTitle>Cliente</CardTitle>
            </CardHeader>
            <CardContent>
              <ClienteDoOrcamento cliente={cliente} onCliente={setCliente} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Resumo</CardTitle>
            </CardHeader>
            <CardContent>
              <Campos>
                <CampoDinheiro
                  label={CARRINHO_MESSAGES.descontoVenda}
                  valor={carrinho.desconto}
                  onValor={(desconto) => dispatch({ tipo: 'descontoVenda', desconto })}
                  disabled={salvando}
                />
                <Input
                  type="number"
                  min={1}
                  max={90}
                  label={ORCAMENTOS_MESSAGES.validade}
                  value={validade}
                  onChange={(e) => setValidade(e.target.value)}
                  hint={dias !== null ? ORCAMENTOS_MESSAGES.validoAte(formatDate(validoAte(dias))) : undefined}
                  error={dias === null ? ORCAMENTOS_MESSAGES.validadeInvalida : undefined}
                  disabled={salvando}
                />
              </Campos>
              <Totais aria-label="Totais do orçamento">
                <dt>Itens</dt>
                <dd>{t.itens}</dd>
                <dt>Subtotal</dt>
                <dd>{formatCentavos(t.bruto)}</dd>
                <dt>Descontos</dt>
                <dd>{t.descontos > 0 ? `− ${formatCentavos(t.descontos)}` : formatCentavos(0)}</dd>
                <dt className="total">Total</dt>
                <dd className="total">{formatCentavos(t.total)}</dd>
              </Totais>
            </CardContent>
          </Card>
          <TextArea label={ORCAMENTOS_MESSAGES.observacoes} rows={3} maxLength={1000} value={observacoes} onChange={(e) => setObservacoes(e.target.value)} />
          {problema && carrinho.linhas.length > 0 ? <Problema role="alert">{problema}</Problema> : null}
          <Button size="lg" fullWidth disabled={problema !== null} loading={salvando} loadingText={ORCAMENTOS_MESSAGES.salvando} onClick={() => void salvar()}>
            {ORCAMENTOS_MESSAGES.salvar}
          </Button>
        </Coluna>
      </Grade>
    </>
  );
}
