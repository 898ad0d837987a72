import { Badge, Button, Card, ConfirmDialog, Dialog, EmptyState, PageHeader, media, toast, type BadgeVariant } from '@loja/shared-ui';
import { formatCount } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Pencil, Plus, Square } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useEncerrarPromocaoMutation, useGetPromocaoCategoriasQuery, useGetPromocoesQuery, useSalvarPromocaoMutation, type Promocao, type PromocaoDados } from './api';
import { PromocaoForm } from './components/PromocaoForm';
import { GESTOR_PROMOCAO_MESSAGES as M } from './messages';
import { formatarHoraLoja, situacaoPromocao, type Situacao } from './periodo';

const Pagina = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Lista = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled(Card).attrs({ $padded: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
`;

const Topo = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Nome = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Regra = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Detalhe = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const Aviso = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const COR_SITUACAO: Record<Situacao, BadgeVariant> = { agendada: 'secondary', andamento: 'success', encerrada: 'outline' };

function escopo(p: Promocao): string {
  if (p.categoria) return M.escopoCategoria(p.categoria.nome);
  const nomes = p.produtos.flatMap(({ produto }) => (produto ? [produto.nome] : []));
  const primeiros = nomes.slice(0, 3).join(', ');
  return nomes.length > 3 ? `${formatCount(nomes.length, 'produto', 'produtos')}: ${primeiros}…` : `${formatCount(nomes.length, 'produto', 'produtos')}: ${primeiros}`;
}

/** /estoque/gestor-promocao (issue 27): the promotions, newest end first; Nova promoção, editar, encerrar. */
export function GestorPromocaoPage() {
  const { canWrite } = useAuth();
  const promocoes = useGetPromocoesQuery();
  const categorias = useGetPromocaoCategoriasQuery();
  const [salvar, { isLoading: salvando }] = useSalvarPromocaoMutation();
  const [encerrar, { isLoading: encerrando }] = useEncerrarPromocaoMutation();
  // null: closed; 'nova'; or the promotion being edited.
  const [editando, setEditando] = useState<Promocao | 'nova' | null>(null);
  const [encerrando_, setEncerrando] = useState<Promocao | null>(null);
  const agora = new Date();

  const onSalvar = async (dados: PromocaoDados) => {
    try {
      await salvar({ id: editando && editando !== 'nova' ? editando.id : null, dados }).unwrap();
      toast({ title: M.salva, variant: 'success' });
      setEditando(null);
      return true;
    } catch (error) {
      toast({ title: M.falhaSalvar, description: (error as { message?: string }).message, variant: 'destructive' });
      return false;
    }
  };

  const confirmarEncerrar = async () => {
    if (!encerrando_) return;
    const futura = situacaoPromocao(encerrando_.inicio, encerrando_.fim) === 'agendada';
    try {
      await encerrar(encerrando_.id).unwrap();
      toast({ title: futura ? M.excluida : M.encerrada, variant: 'success' });
    } catch (error) {
      toast({ title: M.falhaEncerrar, description: (error as { message?: string }).message, variant: 'destructive' });
    }
    setEncerrando(null);
  };

  return (
    <Pagina>
      <PageHeader
        title={M.titulo}
        description={M.descricao}
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => setEditando('nova')}>
              {M.nova}
            </Button>
          ) : null
        }
      />
      {canWrite ? null : <Aviso>{M.somenteLeitura}</Aviso>}
      {promocoes.isError ? (
        <Aviso role="alert">{M.erroLista}</Aviso>
      ) : !promocoes.data ? (
        <Aviso role="status">{M.carregando}</Aviso>
      ) : promocoes.data.length === 0 ? (
        <EmptyState title={M.vazio} />
      ) : (
        <Lista aria-label="Promoções">
          {promocoes.data.map((p) => {
            const situacao = situacaoPromocao(p.inicio, p.fim, agora);
            return (
              <li key={p.id}>
                <Item as="article" aria-label={p.nome}>
                  <Topo>
                    <Nome>{p.nome}</Nome>
                    <Badge variant={COR_SITUACAO[situacao]}>{M.situacao[situacao]}</Badge>
                  </Topo>
                  <Regra>{M.regra(p.tipo, p.valor)}</Regra>
                  <Detalhe>
                    {formatarHoraLoja(p.inicio)} até {formatarHoraLoja(p.fim)}
                  </Detalhe>
                  <Detalhe>{escopo(p)}</Detalhe>
                  {canWrite && situacao !== 'encerrada' ? (
                    <Acoes>
                      <Button size="sm" variant="outline" leftIcon={<Pencil size={14} aria-hidden />} onClick={() => setEditando(p)} aria-label={`Editar ${p.nome}`}>
                        Editar
                      </Button>
                      <Button size="sm" variant="outline" leftIcon={<Square size={14} aria-hidden />} onClick={() => setEncerrando(p)} aria-label={`${situacao === 'agendada' ? M.excluir : M.encerrar}: ${p.nome}`}>
                        {situacao === 'agendada' ? M.excluir : M.encerrar}
                      </Button>
                    </Acoes>
                  ) : null}
                </Item>
              </li>
            );
          })}
        </Lista>
      )}

      <Dialog open={editando !== null} onOpenChange={(aberto) => (aberto ? undefined : setEditando(null))} title={editando === 'nova' ? M.nova : M.editar} size="lg">
        {editando !== null ? (
          <PromocaoForm
            key={editando === 'nova' ? 'nova' : editando.id}
            promocao={editando === 'nova' ? null : editando}
            categorias={categorias.data ?? []}
            salvando={salvando}
            onSalvar={onSalvar}
            onCancelar={() => setEditando(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={encerrando_ !== null}
        onOpenChange={(aberto) => (aberto ? undefined : setEncerrando(null))}
        title={encerrando_ && situacaoPromocao(encerrando_.inicio, encerrando_.fim) === 'agendada' ? M.excluirTitulo : M.encerrarTitulo}
        description={
          encerrando_ ? (situacaoPromocao(encerrando_.inicio, encerrando_.fim) === 'agendada' ? M.excluirTexto(encerrando_.nome) : M.encerrarTexto(encerrando_.nome)) : ''
        }
        confirmLabel={encerrando_ && situacaoPromocao(encerrando_.inicio, encerrando_.fim) === 'agendada' ? M.excluir : M.encerrar}
        destructive
        loading={encerrando}
        onConfirm={confirmarEncerrar}
      />
    </Pagina>
  );
}
