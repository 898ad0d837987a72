import type { User } from '@supabase/supabase-js';
import type { AuthUser, Profile } from './authSlice';
import type { TypedSupabaseClient } from './database';
import { isUserTipo } from './roles';

export function toAuthUser(user: User): AuthUser {
  return { id: user.id, email: user.email ?? null };
}

/** What the signed-in person sees when an admin deactivated their login (issue 23 §6). */
export const ACCESS_DEACTIVATED_MESSAGE = 'Seu acesso foi desativado. Fale com o administrador da loja.';

export interface ProfileRead {
  profile: Profile | null;
  /**
   * The account's usuarios row says `ativo = false`. Its JWT stays valid until it expires, but the
   * role no longer counts (`current_tipo` reads `ativo`), so every list would come back empty: the
   * caller signs the person out with ACCESS_DEACTIVATED_MESSAGE instead.
   */
  deactivated: boolean;
}

/**
 * Reads the profile row (usuarios.nome, usuarios.tipo, usuarios.ativo) of an account. A person
 * always reads their own row (RLS `usuarios_leitura`), even deactivated.
 * A failure is only logged to the console, as the spec says, and gives no profile.
 */
export async function readProfile(client: TypedSupabaseClient, authUserId: string): Promise<ProfileRead> {
  try {
    const { data, error } = await client
      .from('usuarios')
      .select('nome, tipo, ativo')
      .eq('auth_user_id', authUserId)
      .maybeSingle();
    if (error) {
      console.error('Erro ao carregar perfil do usuário:', error);
      return { profile: null, deactivated: false };
    }
    if (!data) return { profile: null, deactivated: false };
    if (data.ativo === false) return { profile: null, deactivated: true };
    if (!isUserTipo(data.tipo)) {
      console.error('Erro ao carregar perfil do usuário: tipo desconhecido', data.tipo);
      return { profile: null, deactivated: false };
    }
    return { profile: { nome: data.nome, tipo: data.tipo }, deactivated: false };
  } catch (error) {
    console.error('Erro ao carregar perfil do usuário:', error);
    return { profile: null, deactivated: false };
  }
}

/** The profile alone (null also for a deactivated account). */
export async function fetchProfile(client: TypedSupabaseClient, authUserId: string): Promise<Profile | null> {
  return (await readProfile(client, authUserId)).profile;
}
