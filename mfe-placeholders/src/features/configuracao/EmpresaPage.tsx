import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import * as Yup from 'yup';
import { Button, Card, FormikInput, PageHeader, Skeleton, toast } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useGetEmpresaQuery, useUpdateEmpresaMutation, type EmpresaForm } from './api';

const schema = Yup.object({
  nome: Yup.string().trim().required('Nome da empresa é obrigatório').max(200, 'No máximo 200 caracteres'),
  cnpj: Yup.string().max(20, 'No máximo 20 caracteres'),
  endereco: Yup.string().max(300, 'No máximo 300 caracteres'),
  telefone: Yup.string().max(20, 'No máximo 20 caracteres'),
  email: Yup.string().email('Informe um e-mail válido').max(254),
  website: Yup.string().max(300),
  whatsapp: Yup.string()
    .required('WhatsApp é obrigatório')
    .matches(/^[0-9]{10,15}$/, 'Use só números, com o código do país (ex.: 5548999990000)'),
});

export function EmpresaPage() {
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const { data, isLoading, isError } = useGetEmpresaQuery();
  const [save] = useUpdateEmpresaMutation();

  if (isLoading) return <Skeleton height="20rem" />;
  if (isError || !data) return <PageHeader title="Dados da Empresa" description="Não foi possível carregar os dados da empresa." />;

  const initial: EmpresaForm = {
    nome: data.nome,
    cnpj: data.cnpj ?? '',
    endereco: data.endereco ?? '',
    telefone: data.telefone ?? '',
    email: data.email ?? '',
    website: data.website ?? '',
    whatsapp: data.whatsapp,
  };

  return (
    <>
      <PageHeader
        title="Dados da Empresa"
        description={isAdmin ? 'Estes dados aparecem no catálogo e no checkout por WhatsApp.' : 'Somente administradores podem alterar estes dados.'}
        onBack={() => navigate('/configuracao')}
      />
      <Card $padded>
        <Formik
          initialValues={initial}
          validationSchema={schema}
          enableReinitialize
          onSubmit={async (values) => {
            const result = await save(values);
            if ('error' in result) {
              toast({ title: 'Erro', description: 'Não foi possível salvar os dados da empresa.', variant: 'destructive' });
              return;
            }
            toast({ title: 'Sucesso', description: 'Dados da empresa salvos com sucesso', variant: 'success' });
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <fieldset disabled={!isAdmin} style={{ border: 0, padding: 0, margin: 0 }}>
                <FormikInput name="nome" label="Nome da empresa" required />
                <FormikInput name="cnpj" label="CNPJ" />
                <FormikInput name="endereco" label="Endereço" />
                <FormikInput name="telefone" label="Telefone" />
                <FormikInput name="email" type="email" label="E-mail" />
                <FormikInput name="website" label="Website" />
                <FormikInput name="whatsapp" label="WhatsApp da loja (checkout e contato)" inputMode="numeric" required />
                {isAdmin ? (
                  <Button type="submit" loading={isSubmitting} loadingText="Salvando...">
                    Salvar
                  </Button>
                ) : null}
              </fieldset>
            </Form>
          )}
        </Formik>
      </Card>
    </>
  );
}
