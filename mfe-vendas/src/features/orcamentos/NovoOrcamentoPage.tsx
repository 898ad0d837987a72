import { Button, Card, CardContent, CardHeader, CardTitle, Input, PageHeader, TextArea, toast } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CARRINHO_MESSAGES,
  EditorCampos,
  EditorColuna,
  EditorGrade,
  EditorProblema,
  TotaisDoCarrinho,
  CARRINHO_VAZIO,
  CampoDinheiro,
  ClienteBusca,
  LinhasCarrinho,
  ProdutoBusca,
  carrinhoReducer,
  linhasParaVenda,
  toastDaFalha,
  totais,
} from '../../components';
import { useGetLojaParaVendaQuery, type ClienteVenda } from '../../hooks';
import { useRegistrarOrcamentoMutation } from './api';
import { ORCAMENTOS_MESSAGES } from './messages';
import { lerValidade, problemaDoOrcamento, validoAte } from './validade';






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
      <EditorGrade>
        <EditorColuna>
          <Card>
            <CardContent>
              {/* A quote names what is sold, not what is in stock: the line does not carry the disponível. */}
              <ProdutoBusca semEstoque onAdicionar={(linha) => dispatch({ tipo: 'adicionar', linha: { ...linha, disponivel: null } })} disabled={salvando} />
            </CardContent>
          </Card>
          <LinhasCarrinho linhas={carrinho.linhas} dispatch={dispatch} disabled={salvando} />
        </EditorColuna>
        <EditorColuna>
          <Card>
            <CardHeader>
              <CardTitle>Cliente</CardTitle>
            </CardHeader>
            <CardContent>
              <ClienteBusca cliente={cliente} onCliente={setCliente} dica={ORCAMENTOS_MESSAGES.semCliente} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Resumo</CardTitle>
            </CardHeader>
            <CardContent>
              <EditorCampos>
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
              </EditorCampos>
              <TotaisDoCarrinho totais={t} label="Totais do orçamento" />
            </CardContent>
          </Card>
          <TextArea label={ORCAMENTOS_MESSAGES.observacoes} rows={3} maxLength={1000} value={observacoes} onChange={(e) => setObservacoes(e.target.value)} />
          {problema && carrinho.linhas.length > 0 ? <EditorProblema role="alert">{problema}</EditorProblema> : null}
          <Button size="lg" fullWidth disabled={problema !== null} loading={salvando} loadingText={ORCAMENTOS_MESSAGES.salvando} onClick={() => void salvar()}>
            {ORCAMENTOS_MESSAGES.salvar}
          </Button>
        </EditorColuna>
      </EditorGrade>
    </>
  );
}
