import { Button, Card, ConfirmDialog, Select, media, toast } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import type { ApiError } from '@loja/shared-ui/platform';
import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useGetBalancoRevisaoQuery, useRegistrarContagemMutation, useZerarNaoContadosMutation, type RevisaoBalanco } from '../api';
import { BALANCO_MESSAGES as M } from '../messages';
import { filtrarLinhas, nomeDoItem, type FiltroRevisao } from '../revisao';
import { RevisaoTabela } from './RevisaoTabela';
import { Resumo } from './Resumo';

/** Lines drawn at once: a count of 5,000 grades would make a phone slow; the rest on demand. */
const LINHAS_POR_VEZ = 200;

const Aviso = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
  }
`;

const Barra = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 12rem;
    ${media.md} {
      flex: 0 1 20rem;
    }
  }
`;

const Secao = styled(Card)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Titulo = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const NaoContados = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const NaoContado = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Mais = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  display: flex;
  justify-content: center;
`;

const FILTROS = [
  { value: 'todas', label: 'Todos os itens contados' },
  { value: 'diferencas', label: 'Somente com diferença' },
  { value: 'mudaram', label: 'Estoque mudou depois da contagem' },
];

/**
 * The review: counted vs system stock per item, the difference in units and at cost, the warning when
 * some item's stock moved after it was counted, and the items not counted (left alone by Aplicar unless
 * someone counts them as zero). Reads the session again each time it is shown.
 */
export function Revisao({ revisao, editavel, acoes }: { revisao: RevisaoBalanco; editavel: boolean; acoes?: ReactNode }) {
  const { balanco, totais } = revisao;
  // An open session's review reads again each time its tab is shown (scans do not invalidate it); a
  // closed one never changes.
  const { refetch } = useGetBalancoRevisaoQuery(balanco.id, { refetchOnMountOrArgChange: balanco.status === 'aberto' });
  const [filtro, setFiltro] = useState<FiltroRevisao>('todas');
  const [limite, setLimite] = useState(LINHAS_POR_VEZ);
  const [zerando, setZerando] = useState(false);
  const [zerar] = useZerarNaoContadosMutation();
  const [registrar] = useRegistrarContagemMutation();
  const linhas = filtrarLinhas(revisao.linhas, filtro);
  const falhou = (error: ApiError) => toast({ title: M.falha, description: error.message, variant: 'destructive' });

  return (
    <section aria-label="Revisão">
      <Resumo $destaque>
        <div>
          <dt>Itens contados</dt>
          <dd>{totais.contados}</dd>
        </div>
        <div>
          <dt>Unidades contadas</dt>
          <dd>{totais.unidades}</dd>
        </div>
        <div>
          <dt>Sobra</dt>
          <dd>
            {totais.sobra} un · {formatBRL(totais.valor_sobra)}
          </dd>
        </div>
        <div>
          <dt>Falta</dt>
          <dd>
            {totais.falta} un · {formatBRL(totais.valor_falta)}
          </dd>
        </div>
      </Resumo>
      {totais.mudaram > 0 ? (
        <Aviso role="alert">
          <TriangleAlert size={16} aria-hidden />
          {M.aplicarMudou(totais.mudaram)}
        </Aviso>
      ) : null}
      <Barra>
        <Select
          label="Mostrar"
          value={filtro}
          options={FILTROS}
          onChange={(e) => {
            setFiltro(e.target.value as FiltroRevisao);
            setLimite(LINHAS_POR_VEZ);
          }}
        />
        {acoes}
      </Barra>
      <RevisaoTabela balancoId={balanco.id} linhas={linhas.slice(0, limite)} editavel={editavel} />
      {linhas.length > limite ? (
        <Mais>
          <Button variant="outline" onClick={() => setLimite((n) => n + LINHAS_POR_VEZ * 5)}>
            Mostrar mais ({linhas.length - limite} restantes)
          </Button>
        </Mais>
      ) : null}
      {balanco.status === 'aberto' ? (
        <Secao $padded as="section" aria-label="Não contados">
          <Titulo>Não contados ({totais.nao_contados})</Titulo>
          {totais.nao_contados === 0 ? (
            <p>Todos os itens do escopo foram contados.</p>
          ) : (
            <>
              <p>Ao aplicar, estes itens ficam como estão, a menos que sejam contados como zero.</p>
              <NaoContados>
                {revisao.nao_contados.slice(0, 50).map((n) => (
                  <NaoContado key={`${n.produto_id}-${n.grade_id ?? 0}`}>
                    <span>
                      {nomeDoItem(n)} · sistema {n.sistema}
                    </span>
                    {editavel ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`${M.contarZero}: ${nomeDoItem(n)}`}
                        onClick={() =>
                          void registrar({ balancoId: balanco.id, produtoId: n.produto_id, gradeId: n.grade_id, quantidade: 0 })
                            .unwrap()
                            // A scan does not invalidate the review (see api.ts): this one is shown here.
                            .then(() => refetch(), falhou)
                        }
                      >
                        {M.contarZero}
                      </Button>
                    ) : null}
                  </NaoContado>
                ))}
              </NaoContados>
              {totais.nao_contados > 50 ? <p>… e mais {totais.nao_contados - 50}.</p> : null}
              {editavel ? (
                <Mais>
                  <Button variant="secondary" onClick={() => setZerando(true)}>
                    {M.zerar}
                  </Button>
                </Mais>
              ) : null}
            </>
          )}
        </Secao>
      ) : null}
      <ConfirmDialog
        open={zerando}
        onOpenChange={setZerando}
        description={M.zerarPergunta(totais.nao_contados)}
        confirmLabel={M.zerar}
        onConfirm={async () => {
          try {
            const n = await zerar(balanco.id).unwrap();
            toast({ title: 'Sucesso', description: M.zerados(n), variant: 'success' });
          } catch (error) {
            falhou(error as ApiError);
          }
        }}
      />
    </section>
  );
}
