import { Button, FormikInput, FormikSelect, media } from '@loja/shared-ui';
import { Form, Formik, useFormikContext } from 'formik';
import styled from 'styled-components';
import type { ProdutoPromocao, Promocao, PromocaoDados } from '../api';
import { GESTOR_PROMOCAO_MESSAGES as M } from '../messages';
import { horaDaLoja } from '../periodo';
import { promocaoSchema, type PromocaoValues } from '../schema';
import { ProdutosPicker } from './ProdutosPicker';

const Campos = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Inteira = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Nota = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The form keeps the chosen products whole (name and price for the preview); Yup checks their ids. */
type Valores = PromocaoValues & { escolhidos: ProdutoPromocao[] };

function valoresIniciais(promocao: Promocao | null): Valores {
  if (!promocao) {
    return { nome: '', tipo: 'percentual', valor: '', escopo: 'produtos', categoria_id: '', produtos: [], escolhidos: [], inicio: '', fim: '' };
  }
  const escolhidos = promocao.produtos.flatMap(({ produto }) => (produto ? [{ ...produto, codigo_barras: null }] : []));
  return {
    nome: promocao.nome,
    tipo: promocao.tipo === 'preco' ? 'preco' : 'percentual',
    valor: String(promocao.valor).replace('.', ','),
    escopo: promocao.categoria_id === null ? 'produtos' : 'categoria',
    categoria_id: promocao.categoria_id === null ? '' : String(promocao.categoria_id),
    produtos: escolhidos.map((p) => p.id),
    escolhidos,
    inicio: horaDaLoja(promocao.inicio),
    fim: horaDaLoja(promocao.fim),
  };
}

export function dadosDaPromocao(v: Valores): PromocaoDados {
  const base = { nome: v.nome.trim(), tipo: v.tipo === 'preco' ? ('preco' as const) : ('percentual' as const), valor: v.valor.trim().replace(',', '.'), inicio: v.inicio, fim: v.fim };
  return v.escopo === 'categoria' ? { ...base, categoria_id: Number(v.categoria_id) } : { ...base, produtos: v.escolhidos.map((p) => p.id) };
}

function Campo({ categorias }: { categorias: { id: number; nome: string }[] }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<Valores>();
  return (
    <Campos>
      <Inteira>
        <FormikInput name="nome" label="Nome" required maxLength={120} placeholder="Ex.: Queima de verão" autoComplete="off" />
      </Inteira>
      <FormikSelect
        name="tipo"
        label="Tipo"
        required
        options={[
          { value: 'percentual', label: 'Desconto em %' },
          { value: 'preco', label: 'Preço promocional (R$)' },
        ]}
      />
      <FormikInput
        name="valor"
        label={values.tipo === 'preco' ? 'Preço promocional (R$)' : 'Desconto (%)'}
        required
        inputMode="decimal"
        autoComplete="off"
        hint={values.tipo === 'preco' ? M.regraDicaPreco : M.regraDicaPercentual}
      />
      <FormikInput name="inicio" label="Início" type="datetime-local" required />
      <FormikInput name="fim" label="Fim" type="datetime-local" required />
      <Inteira>
        <FormikSelect
          name="escopo"
          label="Vale para"
          required
          options={[
            { value: 'produtos', label: 'Produtos escolhidos' },
            { value: 'categoria', label: 'Uma categoria inteira' },
          ]}
        />
      </Inteira>
      <Inteira>
        {values.escopo === 'categoria' ? (
          <FormikSelect name="categoria_id" label="Categoria" required placeholder="Selecione..." options={categorias.map((c) => ({ value: String(c.id), label: c.nome }))} />
        ) : (
          <ProdutosPicker
            escolhidos={values.escolhidos}
            tipo={values.tipo}
            valor={values.valor}
            erro={submitCount > 0 && typeof errors.produtos === 'string' ? errors.produtos : undefined}
            onChange={(produtos) => {
              void setFieldValue('escolhidos', produtos, false);
              void setFieldValue('produtos', produtos.map((p) => p.id));
            }}
          />
        )}
      </Inteira>
      <Nota>
        {M.sobreposicao} {M.deRegra}
      </Nota>
    </Campos>
  );
}

export interface PromocaoFormProps {
  promocao: Promocao | null;
  categorias: { id: number; nome: string }[];
  salvando: boolean;
  onSalvar: (dados: PromocaoDados) => Promise<boolean>;
  onCancelar: () => void;
}

/** Nova / editar promoção: name, rule, period in the shop's time, products or a category. */
export function PromocaoForm({ promocao, categorias, salvando, onSalvar, onCancelar }: PromocaoFormProps) {
  return (
    <Formik<Valores> initialValues={valoresIniciais(promocao)} validationSchema={promocaoSchema} onSubmit={async (v) => void (await onSalvar(dadosDaPromocao(v)))}>
      <Form noValidate aria-label={promocao ? M.editar : M.nova}>
        <Campo categorias={categorias} />
        <Acoes>
          <Button type="button" variant="outline" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" loading={salvando} loadingText="Salvando...">
            Salvar promoção
          </Button>
        </Acoes>
      </Form>
    </Formik>
  );
}
