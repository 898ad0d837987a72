import { toast } from '@loja/shared-ui';

/** The tab's toasts: titled as spec 001 §8 titles them ('Sucesso', 'Erro'; a refusal to act is 'Atenção'). */
export const avisar = {
  sucesso: (description: string) => toast({ title: 'Sucesso', description, variant: 'success' }),
  erro: (description: string) => toast({ title: 'Erro', description, variant: 'destructive' }),
  atencao: (description: string) => toast({ title: 'Atenção', description, variant: 'warning' }),
};
