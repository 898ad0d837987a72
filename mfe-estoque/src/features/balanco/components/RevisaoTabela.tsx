import { Badge, Button, ConfirmDialog, DataTable, Dialog, Input, dataTableColumns, toast } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import type { ApiError } from '@loja/shared-ui/platform';
import { useState } from 'react';
import styled from 'styled-components';
import { useCorrigirContagemMutation, useRemoverContagemMutation, type LinhaBalanco } from '../api';
import { BALANCO_MESSAGES as M } from '../messages';
import { comSinal, nomeDoItem } from '../revisao';

const Diferenca = styled.span<{ $sinal: number }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $sinal }) => ($sinal > 0 ? theme.colors.successText : $sinal < 0 ? theme.colors.destructiveText : theme.colors.textMuted)};
`;

const Acoes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Rodape = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const column = dataTableColumns<LinhaBalanco>();
const columns = [
  column.accessor((l) => nomeDoItem(l), { id: 'item', header: 'Item' }),
  column.accessor((l) => l.codigo_barras ?? '-', { id: 'codigo', header: 'Código', meta: { nowrap: true } }),
  column.accessor('contado', { header: 'Contado', meta: { align: 'right' } }),
  column.accessor('sistema', { header: 'Sistema', meta: { align: 'right' } }),
  column.accessor('diferenca', {
    header: 'Diferença',
    cell: (info) => <Diferenca $sinal={info.getValue()}>{comSinal(info.getValue())}</Diferenca>,
    meta: { align: 'right' },
  }),
  column.accessor('valor_diferenca', {
    header: 'Valor (custo)',
    cell: (info) => <Diferenca $sinal={info.getValue()}>{formatBRL(info.getValue())}</Diferenca>,
    meta: { align: 'right', nowrap: true },
  }),
  column.accessor('mudou', {
    header: 'Aviso',
    cell: (info) =>
      info.getValue() ? (
        <Badge variant="warning" title={`Na contagem o sistema tinha ${info.row.original.sistema_na_contagem}`}>
          Estoque mudou depois da contagem
        </Badge>
      ) : (
        '-'
      ),
  }),
  column.accessor((l) => l.atualizado_por_nome ?? '-', { id: 'por', header: 'Última leitura por' }),
];

/** The counted lines with their differences; while the session is open, each can be corrected or removed. */
export function RevisaoTabela({ balancoId, linhas, editavel }: { balancoId: number; linhas: LinhaBalanco[]; editavel: boolean }) {
  const [corrigir] = useCorrigirContagemMutation();
  const [remover] = useRemoverContagemMutation();
  const [corrigindo, setCorrigindo] = useState<LinhaBalanco | null>(null);
  const [valor, setValor] = useState('');
  const [removendo, setRemovendo] = useState<LinhaBalanco | null>(null);

  const falhou = (error: ApiError) => toast({ title: M.falha, description: error.message, variant: 'destructive' });
  const salvarCorrecao = async () => {
    if (!corrigindo) return;
    try {
      await corrigir({ balancoId, contagemId: corrigindo.id, quantidade: Number(valor) }).unwrap();
      toast({ title: 'Sucesso', description: M.corrigida, variant: 'success' });
      setCorrigindo(null);
    } catch (error) {
      falhou(error as ApiError);
    }
  };

  return (
    <>
      <DataTable
        label="Itens contados"
        columns={columns}
        rows={linhas}
        getRowId={(l) => String(l.id)}
        loadingText="Carregando contagem..."
        emptyText="Nenhum item contado"
        rowActions={
          editavel
            ? (l) => (
                <Acoes>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${M.corrigir} ${nomeDoItem(l)}`}
                    onClick={() => {
                      setValor(String(l.contado));
                      setCorrigindo(l);
                    }}
                  >
                    {M.corrigir}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`${M.remover} ${nomeDoItem(l)}`} onClick={() => setRemovendo(l)}>
                    {M.remover}
                  </Button>
                </Acoes>
              )
            : undefined
        }
      />
      <Dialog
        open={corrigindo !== null}
        onOpenChange={(aberto) => (aberto ? undefined : setCorrigindo(null))}
        title="Corrigir contagem"
        description={corrigindo ? nomeDoItem(corrigindo) : undefined}
        size="sm"
        footer={
          <Rodape>
            <Button variant="outline" onClick={() => setCorrigindo(null)}>
              Cancelar
            </Button>
            <Button onClick={() => void salvarCorrecao()} disabled={!/^\d{1,6}$/.test(valor)}>
              Salvar
            </Button>
          </Rodape>
        }
      >
        <Input label="Quantidade contada" type="number" inputMode="numeric" min={0} step={1} value={valor} onChange={(e) => setValor(e.target.value)} />
      </Dialog>
      <ConfirmDialog
        open={removendo !== null}
        onOpenChange={(aberto) => (aberto ? undefined : setRemovendo(null))}
        description={removendo ? M.removerPergunta(nomeDoItem(removendo)) : ''}
        confirmLabel={M.remover}
        destructive
        onConfirm={async () => {
          if (!removendo) return;
          try {
            await remover({ balancoId, contagemId: removendo.id }).unwrap();
            toast({ title: 'Sucesso', description: M.removida, variant: 'success' });
          } catch (error) {
            falhou(error as ApiError);
          }
          setRemovendo(null);
        }}
      />
    </>
  );
}
