import { useState } from 'react';
import { RegisterFormFrame, useRecordToEdit } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { useGetFuncionarioQuery, useGetUsuarioDoFuncionarioQuery } from './api';
import { EditarFuncionarioForm } from './EditarFuncionarioForm';
import { FUNCIONARIO_MESSAGES } from './messages';
import { NovoFuncionarioForm } from './NovoFuncionarioForm';

/** /cadastros/funcionarios/novo, /editar/:id and /:id/editar. Only an admin manages employees and logins. */
export function FuncionarioFormPage() {
  const { isAdmin, loading: roleLoading } = useAuth();
  const { editing, record: funcionario, loading, backToList } = useRecordToEdit(useGetFuncionarioQuery, FUNCIONARIO_MESSAGES.loadOne);
  const authUserId = funcionario?.auth_user_id ?? null;
  const usuario = useGetUsuarioDoFuncionarioQuery(authUserId ?? '', { skip: !authUserId || !isAdmin });

  // The skeleton is for the first load only: once the form is on screen it stays mounted (a login
  // created from the Usuário tab refetches the employee and reads the login; what was typed stays).
  // It waits for the role too: before it is known the login query is skipped, and a form built then
  // would offer "Criar Usuário" for an employee who already has a login.
  const ready = !roleLoading && !loading && !(authUserId && usuario.isLoading);
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);

  return (
    <RegisterFormFrame
      title={editing ? 'Editar Funcionário' : 'Novo Funcionário'}
      description={funcionario?.nome ?? 'Cadastre um novo funcionário da loja'}
      onBack={backToList}
      canWrite={isAdmin}
      roleLoading={roleLoading}
      readOnlyText={FUNCIONARIO_MESSAGES.readOnly}
      loading={!shown && !ready}
      loadingLabel="Carregando dados do funcionário"
    >
      {funcionario ? (
        <EditarFuncionarioForm
          funcionario={funcionario}
          usuario={authUserId ? (usuario.data ?? null) : null}
          onSaved={backToList}
          onCancel={backToList}
        />
      ) : (
        <NovoFuncionarioForm onSaved={backToList} onCancel={backToList} />
      )}
    </RegisterFormFrame>
  );
}
