/** The demo logins created by supabase/seed.sql (printed by `npm start`, listed in the README). */
export const DEMO_LOGINS = [
  { tipo: 'admin', label: 'Administrador', email: 'admin@lojapraia.com.br', password: 'admin123' },
  { tipo: 'funcionario', label: 'Funcionário', email: 'funcionario@lojapraia.com.br', password: 'func123' },
  { tipo: 'user', label: 'Usuário (somente leitura)', email: 'leitura@lojapraia.com.br', password: 'leitura123' },
  { tipo: 'cliente', label: 'Cliente', email: 'cliente@lojapraia.com.br', password: 'cliente123' },
] as const;

export type DemoTipo = (typeof DEMO_LOGINS)[number]['tipo'];

export const demoLogin = (tipo: DemoTipo) => DEMO_LOGINS.find((l) => l.tipo === tipo)!;
