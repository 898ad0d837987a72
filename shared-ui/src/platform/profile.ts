import type { User } from '@supabase/supabase-js';
import type { AuthUser, Profile } from './authSlice';
import type { TypedSupabaseClient } from './database';
import { isUserTipo } from './roles';

export function toAuthUser(user: User): AuthUser {
  return { id: user.id, email: user.email ?? null };
}

/**
 * Reads the profile row (usuarios.nome, usuarios.tipo) of an account.
 * A failure is only logged to the console, as the spec says, and gives null.
 */
export async function fetchProfile(client: TypedSupabaseClient, authUserId: string): Promise<Profile | null> {
  try {
    const { data, error } = await client
      .from('usuarios')
      .select('nome, tipo')
      .eq('auth_user_id', authUserId)
      .maybeSingle();
    if (error) {
      console.error('Erro ao carregar perfil do usuário:', error);
      return null;
    }
    if (!data) return null;
    if (!isUserTipo(data.tipo)) {
      console.error('Erro ao carregar perfil do usuário: tipo desconhecido', data.tipo);
      return null;
    }
    return { nome: data.nome, tipo: data.tipo };
  } catch (error) {
    console.error('Erro ao carregar perfil do usuário:', error);
    return null;
  }
}
