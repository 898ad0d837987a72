import { useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@loja/shared-ui';

type FuncionarioTab = 'dados' | 'usuario';

const isTab = (value: string): value is FuncionarioTab => value === 'dados' || value === 'usuario';

/**
 * Spec 001 §2: the employee form's tabs "Dados Pessoais" and "Usuário", inside one Formik form.
 * Only the open tab is mounted, so after a refused save that left the open tab without errors, the
 * other tab (the one with them) is opened: nobody is left with a save that silently did nothing.
 */
export function FuncionarioTabs({ dados, usuario }: { dados: ReactNode; usuario: ReactNode }) {
  const [tab, setTab] = useState<FuncionarioTab>('dados');
  const { errors, submitCount, isSubmitting } = useFormikContext<Record<string, unknown>>();
  const usuarioErrors = errors.usuario !== undefined;
  const dadosErrors = Object.keys(errors).some((field) => field !== 'usuario');
  const [handledSubmit, setHandledSubmit] = useState(0);

  // Once per finished submit, while rendering (React's "adjusting state when a prop changes").
  if (!isSubmitting && submitCount !== handledSubmit) {
    setHandledSubmit(submitCount);
    if (tab === 'dados' && !dadosErrors && usuarioErrors) setTab('usuario');
    if (tab === 'usuario' && !usuarioErrors && dadosErrors) setTab('dados');
  }

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <TabsList aria-label="Cadastro do funcionário">
        <TabsTrigger value="dados">Dados Pessoais</TabsTrigger>
        <TabsTrigger value="usuario">Usuário</TabsTrigger>
      </TabsList>
      <TabsContent value="dados">{dados}</TabsContent>
      <TabsContent value="usuario">{usuario}</TabsContent>
    </Tabs>
  );
}
