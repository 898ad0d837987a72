/** Sample sales for the dashboard and the sales lists, until a sales module exists (always labelled). */
export const VENDAS_EXEMPLO = [
  { numero: 'V-1042', cliente: 'Ana Paula Ribeiro', data: '2026-11-20', valor: 389.7, status: 'Finalizada', itens: 3 },
  { numero: 'V-1041', cliente: 'Camila Duarte', data: '2026-11-19', valor: 129.9, status: 'Pendente', itens: 1 },
  { numero: 'V-1040', cliente: 'Bruno Carvalho', data: '2026-11-18', valor: 219.9, status: 'Finalizada', itens: 1 },
  { numero: 'V-1039', cliente: 'Gabriela Rocha', data: '2026-11-17', valor: 74.8, status: 'Cancelada', itens: 2 },
  { numero: 'V-1038', cliente: 'Érica Gonçalves', data: '2026-11-15', valor: 459.6, status: 'Finalizada', itens: 4 },
] as const;

export const STATUS_VARIANT = { Finalizada: 'success', Pendente: 'warning', Cancelada: 'destructive' } as const;
