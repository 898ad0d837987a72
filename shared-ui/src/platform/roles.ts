/** Values of usuarios.tipo. */
export type UserTipo = 'admin' | 'funcionario' | 'user' | 'cliente';

export const USER_TIPOS: readonly UserTipo[] = ['admin', 'funcionario', 'user', 'cliente'];

/** Roles that may enter the back-office (user is read-only staff). */
export const STAFF_TIPOS: readonly UserTipo[] = ['admin', 'funcionario', 'user'];

/** Staff roles that may change data. */
export const WRITER_TIPOS: readonly UserTipo[] = ['admin', 'funcionario'];

export function isUserTipo(value: unknown): value is UserTipo {
  return typeof value === 'string' && (USER_TIPOS as readonly string[]).includes(value);
}

export function isStaffTipo(tipo: UserTipo | null | undefined): boolean {
  return tipo !== null && tipo !== undefined && STAFF_TIPOS.includes(tipo);
}

export function canWriteTipo(tipo: UserTipo | null | undefined): boolean {
  return tipo !== null && tipo !== undefined && WRITER_TIPOS.includes(tipo);
}

/** Portuguese label of a role, for menus and lists. */
export const TIPO_LABELS: Record<UserTipo, string> = {
  admin: 'Administrador',
  funcionario: 'Funcionário',
  user: 'Usuário',
  cliente: 'Cliente',
};
