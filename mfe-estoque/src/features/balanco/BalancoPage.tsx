import {
  Button,
  ConfirmDialog,
  EmptyState,
  ListError,
  PageHeader,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { useAuth, type ApiError } from '@loja/shared-ui/platform';
import { ArrowLeft, CheckCheck, ClipboardX, Printer } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { useAplicarBalancoMutation, useCancelarBalancoMutation, useGetBalancoRevisaoQuery, type RevisaoBalanco } from './api';
import { LeitorContagem } from './components/LeitorContagem';
import { Revisao } from './components/Revisao';
import { Resumo } from './components/Resumo';
import { StatusBalancoBadge } from './components/StatusBalancoBadge';
import { BALANCO_MESSAGES as M, ESCOPO_LABELS, HINT_ESTOQUE_MUDOU } from './messages';

/** Only the session prints (A4): the shell's menus, the tabs and the buttons are hidden. */
const Impressao = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 12mm;
    }
    body * {
      visibility: hidden;
    }
    #balanco-impressao, #balanco-impressao * {
      visibility: visible;
    }
    #balanco-impressao {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    #balanco-impressao button, #balanco-impressao select, #balanco-impressao label {
      display: none;
    }
  }
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Conteudo = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

function idDaRota(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function escopo({ balanco }: RevisaoBalanco): string {
  if (balanco.escopo === 'categoria') return `Categoria: ${balanco.categoria_nome ?? '-'}`;
  if (balanco.escopo === 'produtos') return `${balanco.produtos} produto${balanco.produtos === 1 ? '' : 's'} escolhido${balanco.produtos === 1 ? '' : 's'}`;
  return ESCOPO_LABELS[balanco.escopo] ?? balanco.escopo;
}

/**
 * /estoque/balanco/:id (issue 27). Open: the counting screen (scanner field) and the review, the
 * review with "Aplicar" (every difference becomes an Inventário movement, in one call; when some item's stock moved
 * after it was counted the database refuses until the person confirms, and the dialog says why) and
 * "Cancelar balanço". Closed (aplicado or cancelado): the review, read-only and printable.
 */
export function BalancoPage() {
  const params = useParams();
  const navigate = useNavigate();
  const { canWrite } = useAuth();
  const id = idDaRota(params.id);
  const { data, isError, error, refetch } = useGetBalancoRevisaoQuery(id ?? 0, { skip: id === null });
  const [aplicar, aplicando] = useAplicarBalancoMutation();
  const [cancelar] = useCancelarBalancoMutation();
  const [confirmarAplicar, setConfirmarAplicar] = useState<null | 'normal' | 'mudou'>(null);
  const [confirmarCancelar, setConfirmarCancelar] = useState(false);
  const voltar = () => navigate('..', { relative: 'path' });

  const naoEncontrado = id === null || (isError && (error as ApiError | undefined)?.message === 'Balanço não encontrado.');
  if (naoEncontrado) {
    return (
      <>
        <PageHeader title={M.title} onBack={voltar} backLabel={M.voltar} />
        <EmptyState
          icon={<ClipboardX size={28} />}
          title={M.notFound}
          description={M.notFoundDescription}
          action={
            <Button variant="outline" leftIcon={<ArrowLeft size={16} aria-hidden />} onClick={voltar}>
              {M.voltar}
            </Button>
          }
        />
      </>
    );
  }
  if (isError) {
    return (
      <>
        <PageHeader title={M.title} onBack={voltar} backLabel={M.voltar} />
        <ListError message={M.loadOne} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        <PageHeader title={M.title} onBack={voltar} backLabel={M.voltar} />
        <Skeleton height="12rem" shape="rect" />
      </>
    );
  }

  const { balanco, totais } = data;
  const aberto = balanco.status === 'aberto';
  const editavel = aberto && canWrite;

  const fazerAplicar = async (confirmado: boolean) => {
    try {
      const resultado = await aplicar({ balancoId: balanco.id, confirmado }).unwrap();
      toast({ title: M.aplicado, description: `${resultado.ajustes} ajuste${resultado.ajustes === 1 ? '' : 's'} no estoque`, variant: 'success' });
      setConfirmarAplicar(null);
    } catch (thrown) {
      const falha = thrown as ApiError;
      if (falha.hint === HINT_ESTOQUE_MUDOU) {
        // The stock moved since the review was read: show the new figures and ask again.
        void refetch();
        setConfirmarAplicar('mudou');
        return;
      }
      toast({ title: M.falha, description: falha.message, variant: 'destructive' });
      setConfirmarAplicar(null);
    }
  };

  const imprimir = (
    <Button variant="outline" leftIcon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
      {M.imprimir}
    </Button>
  );
  // Beside the review (not in the header): on a phone the counting field stays at the top of the screen.
  const acoesDaRevisao = editavel ? (
    <Acoes>
      <Button variant="ghost" onClick={() => setConfirmarCancelar(true)}>
        {M.cancelar}
      </Button>
      <Button leftIcon={<CheckCheck size={16} aria-hidden />} onClick={() => setConfirmarAplicar(totais.mudaram > 0 ? 'mudou' : 'normal')}>
        {M.aplicar}
      </Button>
    </Acoes>
  ) : null;

  const revisao = <Revisao revisao={data} editavel={editavel} acoes={acoesDaRevisao} />;

  return (
    <div id="balanco-impressao">
      <Impressao />
      <PageHeader title={`Balanço ${balanco.codigo}`} description={escopo(data)} onBack={voltar} backLabel={M.voltar} actions={imprimir} />
      <Resumo>
        <div>
          <dt>Situação</dt>
          <dd>
            <StatusBalancoBadge status={balanco.status} />
          </dd>
        </div>
        <div>
          <dt>Aberto por</dt>
          <dd>
            {balanco.aberto_por_nome ?? '-'} · {formatDateTime(balanco.aberto_em, '-')}
          </dd>
        </div>
        {balanco.fechado_em ? (
          <div>
            <dt>{balanco.status === 'cancelado' ? 'Cancelado por' : 'Aplicado por'}</dt>
            <dd>
              {balanco.fechado_por_nome ?? '-'} · {formatDateTime(balanco.fechado_em, '-')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Observações</dt>
          <dd>{balanco.observacoes ?? '-'}</dd>
        </div>
      </Resumo>
      {editavel ? (
        <Tabs defaultValue="contagem">
          <TabsList aria-label="Balanço">
            <TabsTrigger value="contagem">Contagem</TabsTrigger>
            <TabsTrigger value="revisao">Revisão</TabsTrigger>
          </TabsList>
          <TabsContent value="contagem">
            <Conteudo>
              <LeitorContagem balancoId={balanco.id} />
            </Conteudo>
          </TabsContent>
          <TabsContent value="revisao">
            <Conteudo>{revisao}</Conteudo>
          </TabsContent>
        </Tabs>
      ) : (
        revisao
      )}
      <ConfirmDialog
        open={confirmarAplicar !== null}
        onOpenChange={(aberto) => (aberto ? undefined : setConfirmarAplicar(null))}
        title={confirmarAplicar === 'mudou' ? 'O estoque mudou depois da contagem' : 'Aplicar o balanço?'}
        description={confirmarAplicar === 'mudou' ? M.aplicarMudou(Math.max(totais.mudaram, 1)) : M.aplicarPergunta(totais.com_diferenca)}
        confirmLabel={confirmarAplicar === 'mudou' ? M.aplicarAssimMesmo : M.aplicar}
        loading={aplicando.isLoading}
        onConfirm={() => fazerAplicar(confirmarAplicar === 'mudou')}
      />
      <ConfirmDialog
        open={confirmarCancelar}
        onOpenChange={setConfirmarCancelar}
        description={M.cancelarPergunta}
        confirmLabel={M.cancelar}
        destructive
        onConfirm={async () => {
          try {
            await cancelar(balanco.id).unwrap();
            toast({ title: 'Sucesso', description: M.cancelado, variant: 'success' });
          } catch (thrown) {
            toast({ title: M.falha, description: (thrown as ApiError).message, variant: 'destructive' });
          }
        }}
      />
    </div>
  );
}
