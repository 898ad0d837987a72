import { useFormikContext } from 'formik';
import { PackageOpen, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState, FormikInput, FormikMoneyInput, IconButton, media } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { PICKER_MESSAGES } from '../messages';
import { nomeDaLinha } from './submit';
import { chaveDaLinha } from './picker';
import type { NovaMovimentacaoValues } from './schema';
import { NOVA_TEXTOS } from './messages';
import { emReais, totalDaLinhaEmCentavos, totaisDasLinhas } from './totals';

const Lista = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    /* the panel is sticky beside the form: its lines scroll inside it, the totals and buttons stay in view */
    max-height: 55vh;
    overflow-y: auto;
    padding-right: ${({ theme }) => theme.space[1]};
  }
`;

const Linha = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Topo = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Nome = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Detalhe = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Campos = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const TotalDaLinha = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Resumo = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dt:last-of-type,
  dd:last-of-type {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Vazio = styled(EmptyState)`
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[2]}`};
`;

/**
 * The selected-products panel (spec 001 §2): each line's product, grade, quantity and unit price
 * (both editable), line total and remove; then the overall quantity and R$ total.
 */
export function LinhasSelecionadas() {
  const { values, setFieldValue } = useFormikContext<NovaMovimentacaoValues>();
  const { linhas } = values;
  const totais = totaisDasLinhas(linhas);

  if (linhas.length === 0) {
    return <Vazio icon={<PackageOpen size={28} />} title={NOVA_TEXTOS.nenhumSelecionado} description={NOVA_TEXTOS.nenhumSelecionadoDescricao} />;
  }

  return (
    <>
      <Lista aria-label={NOVA_TEXTOS.selecionados}>
        {linhas.map((linha, indice) => {
          const chave = chaveDaLinha(linha);
          const nomeId = `linha-${chave.replace(':', '-')}`;
          const nome = nomeDaLinha(linha);
          return (
            <Linha key={chave} aria-labelledby={nomeId}>
              <Topo>
                <div>
                  <Nome id={nomeId}>{linha.produto_nome}</Nome>
                  <Detalhe>
                    {linha.grade_nome ?? PICKER_MESSAGES.semGrade}
                    {linha.referencia ? ` · ${NOVA_TEXTOS.referencia} ${linha.referencia}` : ''}
                  </Detalhe>
                </div>
                <IconButton
                  aria-label={NOVA_TEXTOS.remover(nome)}
                  size="sm"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  onClick={() => void setFieldValue('linhas', linhas.filter((_, i) => i !== indice))}
                />
              </Topo>
              <Campos>
                <FormikInput
                  name={`linhas.${indice}.quantidade`}
                  label={NOVA_TEXTOS.quantidade}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  aria-label={`${NOVA_TEXTOS.quantidade} de ${nome}`}
                  // a saída cannot take more than the stock the line was added with
                  hint={values.tipo === 'saida' ? NOVA_TEXTOS.estoqueAtual(linha.estoque) : undefined}
                />
                <FormikMoneyInput
                  name={`linhas.${indice}.preco_unitario`}
                  label={NOVA_TEXTOS.precoUnitario}
                  aria-label={`${NOVA_TEXTOS.precoUnitario} de ${nome}`}
                />
              </Campos>
              <TotalDaLinha>
                {NOVA_TEXTOS.totalDaLinha}
                <strong>{formatBRL(emReais(totalDaLinhaEmCentavos(linha)))}</strong>
              </TotalDaLinha>
            </Linha>
          );
        })}
      </Lista>
      <Resumo>
        <dt>{NOVA_TEXTOS.itens}</dt>
        <dd>{totais.itens}</dd>
        <dt>{NOVA_TEXTOS.quantidadeTotal}</dt>
        <dd>{totais.quantidade}</dd>
        <dt>{NOVA_TEXTOS.valorTotal}</dt>
        <dd>{formatBRL(emReais(totais.centavos))}</dd>
      </Resumo>
    </>
  );
}
