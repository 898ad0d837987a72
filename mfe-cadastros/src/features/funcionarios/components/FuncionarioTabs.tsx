import { useFormikContext } from 'formik';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@loja/shared-ui';
import { FUNCIONARIO_MESSAGES } from '../messages';

type FuncionarioTab = 'dados' | 'usuario';

const TAB_LABELS: Record<FuncionarioTab, string> = { dados: 'Dados Pessoais', usuario: 'Usuário' };

const isTab = (value: string): value is FuncionarioTab => value === 'dados' || value === 'usuario';

const ErrorMark = styled(CircleAlert)`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.destructiveText};
  vertical-align: text-bottom;
`;

const TabErrors = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructiveText};
`;

/**
 * Spec 001 §2: the employee form's tabs "Dados Pessoais" and "Usuário", inside one Formik form.
 * Only the open tab is mounted, so a refused save could hide its errors on the closed tab (issue 23
 * §6): after a refused save the first tab with errors opens and its first invalid field takes the
 * focus, and while the other tab still has errors it carries a mark and a line under the tabs says so.
 */
export function FuncionarioTabs({ dados, usuario }: { dados: ReactNode; usuario: ReactNode }) {
  const [tab, setTab] = useState<FuncionarioTab>('dados');
  const { errors, submitCount, isSubmitting } = useFormikContext<Record<string, unknown>>();
  const withErrors: Record<FuncionarioTab, boolean> = {
    dados: Object.keys(errors).some((field) => field !== 'usuario'),
    usuario: errors.usuario !== undefined,
  };
  const [handledSubmit, setHandledSubmit] = useState(0);
  const [focusFirstError, setFocusFirstError] = useState(false);
  const panels = useRef<HTMLDivElement>(null);

  // Once per finished submit, while rendering (React's "adjusting state when a prop changes").
  if (!isSubmitting && submitCount !== handledSubmit) {
    setHandledSubmit(submitCount);
    const first = withErrors.dados ? 'dados' : withErrors.usuario ? 'usuario' : null;
    if (first) {
      setTab(first);
      setFocusFirstError(true);
    }
  }

  // After the tab with errors is on screen: the focus goes to its first invalid field. Radix mounts
  // a tab's content once the tab is open, a frame after this effect, hence the frame.
  useEffect(() => {
    if (!focusFirstError) return;
    const frame = requestAnimationFrame(() => {
      setFocusFirstError(false);
      panels.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusFirstError, tab]);

  const marked = (value: FuncionarioTab) => submitCount > 0 && withErrors[value];
  const otherWithErrors = (['dados', 'usuario'] as const).find((value) => value !== tab && marked(value));

  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
      <TabsList aria-label="Cadastro do funcionário">
        {(['dados', 'usuario'] as const).map((value) => (
          <TabsTrigger key={value} value={value}>
            {TAB_LABELS[value]}
            {marked(value) ? <ErrorMark size={14} aria-hidden data-testid={`erros-${value}`} /> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {otherWithErrors ? <TabErrors role="status">{FUNCIONARIO_MESSAGES.tabWithErrors(TAB_LABELS[otherWithErrors])}</TabErrors> : null}
      <div ref={panels}>
        <TabsContent value="dados">{dados}</TabsContent>
        <TabsContent value="usuario">{usuario}</TabsContent>
      </div>
    </Tabs>
  );
}
