import {
  EmptyState,
  FormActions,
  FormGrid,
  FormSection,
  FormStack,
  FormWide,
  FormikSelect,
  FormikTextArea,
  PageHeader,
  submitForm,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { Form, Formik, useFormikContext } from 'formik';
import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useAbrirBalancoMutation, useListCategoriasBalancoQuery } from './api';
import { EscolherProdutos } from './components/EscolherProdutos';
import { BALANCO_MESSAGES as M } from './messages';
import { NOVO_BALANCO_INICIAL, OBSERVACOES_MAX, novoBalancoSchema, type NovoBalancoValues } from './schema';

const ESCOPOS = [
  { value: 'todos', label: 'Todos os produtos' },
  { value: 'categoria', label: 'Uma categoria' },
  { value: 'produtos', label: 'Produtos escolhidos' },
];

function CamposEscopo() {
  const { values } = useFormikContext<NovoBalancoValues>();
  const categorias = useListCategoriasBalancoQuery(undefined, { skip: values.escopo !== 'categoria' });
  return (
    <FormGrid columns={2}>
      <FormikSelect name="escopo" label="O que será contado" required options={ESCOPOS} />
      {values.escopo === 'categoria' ? (
        <FormikSelect
          name="categoria_id"
          label="Categoria"
          required
          placeholder="Selecione..."
          options={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
        />
      ) : null}
      {values.escopo === 'produtos' ? (
        <FormWide>
          <EscolherProdutos />
        </FormWide>
      ) : null}
      <FormWide>
        <FormikTextArea name="observacoes" label="Observações" rows={3} maxLength={OBSERVACOES_MAX} />
      </FormWide>
    </FormGrid>
  );
}

/**
 * /estoque/balanco/novo (issue 27): the session's scope (every active product, one category or chosen
 * products) and notes; abrir_balanco records it with the signed-in person as who opened it, and the
 * page goes on to the counting screen.
 */
export function BalancoNovoPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const [abrir] = useAbrirBalancoMutation();
  const voltar = () => navigate('..', { relative: 'path' });

  if (!canWrite) {
    return (
      <>
        <PageHeader title={M.novo} onBack={voltar} backLabel={M.voltar} />
        <EmptyState icon={<Lock size={28} />} title="Acesso restrito" description="Somente administradores e funcionários abrem um balanço." />
      </>
    );
  }

  return (
    <>
      <PageHeader title={M.novo} description={M.novoDescricao} onBack={voltar} backLabel={M.voltar} />
      <Formik<NovoBalancoValues>
        initialValues={NOVO_BALANCO_INICIAL}
        validationSchema={novoBalancoSchema}
        onSubmit={submitForm({
          save: (values) =>
            abrir({
              escopo: values.escopo,
              categoria_id: values.categoria_id ? Number(values.categoria_id) : null,
              produtos: values.produtos.map((p) => p.id),
              observacoes: values.observacoes?.trim() || null,
            }).unwrap(),
          success: (aberto) => M.aberto(aberto.codigo),
          failure: (error) => ({ title: M.abrirFalhou, description: error.message }),
          onSaved: (aberto) => navigate(`../${aberto.id}`, { relative: 'path' }),
        })}
      >
        <Form noValidate>
          <FormStack>
            <FormSection title="Escopo">
              <CamposEscopo />
            </FormSection>
            <FormActions onCancel={voltar} submitLabel="Abrir balanço" />
          </FormStack>
        </Form>
      </Formik>
    </>
  );
}
