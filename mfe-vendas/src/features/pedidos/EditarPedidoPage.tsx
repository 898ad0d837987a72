import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, ListError, NotFoundContent, PageHeader, Skeleton, toast } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CARRINHO_MESSAGES,
  EditorColuna,
  EditorGrade,
  EditorProblema,
  CARRINHO_VAZIO,
  CampoDinheiro,
  LinhasCarrinho,
  ProdutoBusca,
  carrinhoReducer,
  formatCentavos,
  linhasParaVenda,
  problemaDoCarrinho,
  toastDaFalha,
  totais,
  type Carrinho,
} from '../../components';
import { useAlterarPedidoMutation, useGetLojaParaVendaQuery, useGetVendaDetalheQuery, type VendaDetalhe } from '../../hooks';
import { PEDIDO_MESSAGES } from './messages';



const Total = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;


/** The order's lines as the editor holds them (what is available is the database's to check). */
const carrinhoDoPedido = ({ venda, itens }: VendaDetalhe): Carrinho => ({
  desconto: venda.desconto,
  linhas: itens.map((i) => ({
    produto_id: i.produto_id,
    grade_id: i.grade_id,
    descricao: i.descricao,
    preco: i.preco_unitario,
    quantidade: i.quantidade,
    desconto: i.desconto,
    disponivel: null,
  })),
});

/**
 * /vendas/vendas/:id/editar (issue 24): a pending storefront order changed before it is confirmed
 * (alterar_pedido): colour and size swapped, quantities changed, lines removed, discounts. The
 * order's own reservation is its; the database checks the rest and refuses in the shop's words.
 */
export function EditarPedidoPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { isAdmin, canWrite } = useAuth();
  const vendaId = Number(id);
  const valido = Number.isInteger(vendaId) && vendaId > 0;
  const { data: detalhe, isLoading, isError, refetch } = useGetVendaDetalheQuery(vendaId, { skip: !valido });
  const { data: loja } = useGetLojaParaVendaQuery();
  const [carrinho, dispatch] = useReducer(carrinhoReducer, CARRINHO_VAZIO);
  const [alterar, { isLoading: salvando }] = useAlterarPedidoMutation();

  // The editor starts from the order as read, once: a refetch must not undo what is being typed.
  const [iniciado, setIniciado] = useState<number | null>(null);
  if (detalhe && iniciado !== detalhe.venda.id) {
    setIniciado(detalhe.venda.id);
    dispatch({ tipo: 'substituir', carrinho: carrinhoDoPedido(detalhe) });
  }

  if (!valido || detalhe === null) return <NotFoundContent />;
  if (isError) return <ListError message="Não foi possível carregar o pedido." onRetry={() => void refetch()} />;
  if (isLoading || !detalhe) return <Skeleton height="20rem" />;
  if (!canWrite || detalhe.venda.situacao !== 'pendente') {
    return <EmptyState title={PEDIDO_MESSAGES.naoEditavel} action={<Button onClick={() => navigate('..', { relative: 'path' })}>Ver pedido</Button>} />;
  }

  const t = totais(carrinho);
  const problema = problemaDoCarrinho(carrinho, { descontoMaximo: Number(loja?.desconto_maximo_funcionario ?? 0), admin: isAdmin });

  const salvar = async () => {
    try {
      await alterar({ id: vendaId, itens: linhasParaVenda(carrinho), desconto: carrinho.desconto }).unwrap();
      toast({ title: 'Sucesso', description: PEDIDO_MESSAGES.salvo, variant: 'success' });
      navigate('..', { relative: 'path' });
    } catch (error) {
      toast({ ...toastDaFalha(error, PEDIDO_MESSAGES.falhou), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader title={PEDIDO_MESSAGES.title(detalhe.venda.codigo)} description={PEDIDO_MESSAGES.description} onBack={() => navigate('..', { relative: 'path' })} />
      <EditorGrade>
        <EditorColuna>
          <Card>
            <CardContent>
              <ProdutoBusca onAdicionar={(linha) => dispatch({ tipo: 'adicionar', linha })} disabled={salvando} />
            </CardContent>
          </Card>
          <LinhasCarrinho linhas={carrinho.linhas} dispatch={dispatch} disabled={salvando} />
        </EditorColuna>
        <Card>
          <CardHeader>
            <CardTitle>Resumo</CardTitle>
          </CardHeader>
          <CardContent>
            <CampoDinheiro label={CARRINHO_MESSAGES.descontoVenda} valor={carrinho.desconto} onValor={(desconto) => dispatch({ tipo: 'descontoVenda', desconto })} disabled={salvando} />
            <Total>Total: {formatCentavos(t.total)}</Total>
            {problema ? <EditorProblema role="alert">{problema}</EditorProblema> : null}
            <Button fullWidth onClick={() => void salvar()} disabled={Boolean(problema) || carrinho.linhas.length === 0} loading={salvando} loadingText={PEDIDO_MESSAGES.salvando}>
              {PEDIDO_MESSAGES.salvar}
            </Button>
          </CardContent>
        </Card>
      </EditorGrade>
    </>
  );
}
