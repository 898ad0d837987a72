import type { ApiError } from '@loja/shared-ui/platform';

/**
 * Whether the database refused the login rather than the employee: the login functions mark those
 * errors with the hint 'usuario' and a Portuguese cause (migration 20261123000500), which the form
 * shows after spec 001 §8's "Erro ao criar usuário: ".
 */
export const isLoginError = (error: ApiError): boolean => error.hint === 'usuario';
