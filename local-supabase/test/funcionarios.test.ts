// Employees and their logins (issue 10): the database functions that create a login with its role
// in one transaction, and the rules around activation. Run against the real stack as each role.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { clientAs, clientOptions, novoCpf, sql, stack, unique } from './support.ts';

const dados = (nome: string) => ({
  nome,
  cpf: novoCpf(),
  telefone: '(48) 99876-5432',
  email: `${nome}@exemplo.com`,
  cargo: 'Vendedora',
  salario: 2350.5,
  data_admissao: '2026-11-02',
});

const novoEmail = () => `${unique('login')}@exemplo.com`;

async function entrar(email: string, password: string) {
  const client = createClient(stack().url, stack().anonKey, clientOptions);
  const answer = await client.auth.signInWithPassword({ email, password });
  return { client, ...answer };
}

const loginsCom = (email: string) => sql('select id from auth.users where lower(email) = lower($1)', [email]);

describe('cadastrar_funcionario', () => {
  it('creates the employee and a login with its role in one call; the admin stays signed in as themself', async () => {
    const admin = await clientAs('admin');
    const email = novoEmail();
    const nome = unique('func');
    const { data, error } = await admin
      .rpc('cadastrar_funcionario', { p_funcionario: dados(nome), p_usuario: { email, senha: 'praia123', tipo: 'funcionario' } })
      .single<{ id: number; auth_user_id: string }>();
    expect(error).toBeNull();
    const [login] = await loginsCom(email);
    expect(data?.auth_user_id).toBe(login.id);
    expect(await sql('select nome, email, tipo, ativo from public.usuarios where auth_user_id = $1', [login.id])).toEqual([
      { nome, email, tipo: 'funcionario', ativo: true },
    ]);
    expect((await admin.auth.getUser()).data.user?.email).toBe('admin@lojapraia.com.br');

    // The new login signs in at once and works as staff.
    const signedIn = await entrar(email, 'praia123');
    expect(signedIn.error).toBeNull();
    const clientes = await signedIn.client.from('clientes').select('id').limit(1);
    expect(clientes.data).toHaveLength(1);
  });

  it('without a login it writes only the employee', async () => {
    const nome = unique('func');
    const { data, error } = await (await clientAs('admin'))
      .rpc('cadastrar_funcionario', { p_funcionario: dados(nome) })
      .single<{ auth_user_id: string | null; ativo: boolean }>();
    expect(error).toBeNull();
    expect(data).toMatchObject({ auth_user_id: null, ativo: true });
  });

  it('an e-mail already registered is refused as a login error and leaves no employee', async () => {
    const nome = unique('func');
    const { error } = await (await clientAs('admin')).rpc('cadastrar_funcionario', {
      p_funcionario: dados(nome),
      p_usuario: { email: 'Cliente@LojaPraia.com.br', senha: 'praia123', tipo: 'funcionario' },
    });
    expect(error).toMatchObject({ code: '23505', message: 'Este e-mail já está cadastrado', hint: 'usuario' });
    expect(await sql('select 1 from public.funcionarios where nome = $1', [nome])).toEqual([]);
  });

  it('an employee the database refuses leaves no login behind', async () => {
    const email = novoEmail();
    const repetido = { ...dados(unique('func')), cpf: '111.222.333-96' }; // the demo admin's CPF
    const { error } = await (await clientAs('admin')).rpc('cadastrar_funcionario', {
      p_funcionario: repetido,
      p_usuario: { email, senha: 'praia123', tipo: 'funcionario' },
    });
    expect(error?.code).toBe('23505');
    expect(error?.message).toContain('funcionarios_cpf_unico');
    expect(await loginsCom(email)).toEqual([]);
  });

  it.each([
    [{ email: '', senha: 'praia123', tipo: 'funcionario' }, 'Email é obrigatório para criar usuário'],
    [{ email: 'sem-arroba', senha: 'praia123', tipo: 'funcionario' }, 'Email inválido'],
    [{ email: 'x@exemplo.com', senha: '', tipo: 'funcionario' }, 'Senha é obrigatória para criar usuário'],
    [{ email: 'x@exemplo.com', senha: '12345', tipo: 'funcionario' }, 'Senha deve ter pelo menos 6 caracteres'],
    [{ email: 'x@exemplo.com', senha: 'praia123', tipo: 'cliente' }, 'Tipo de usuário inválido: cliente'],
  ])('refuses the login %j with "%s"', async (usuario, message) => {
    const nome = unique('func');
    const { error } = await (await clientAs('admin')).rpc('cadastrar_funcionario', { p_funcionario: dados(nome), p_usuario: usuario });
    expect(error).toMatchObject({ message, hint: 'usuario' });
    expect(await sql('select 1 from public.funcionarios where nome = $1', [nome])).toEqual([]);
  });

  it.each(['funcionario', 'user', 'cliente'] as const)('a %s is refused and nothing is written', async (role) => {
    const nome = unique('func');
    const email = novoEmail();
    const { error } = await (await clientAs(role)).rpc('cadastrar_funcionario', {
      p_funcionario: dados(nome),
      p_usuario: { email, senha: 'praia123', tipo: 'admin' },
    });
    expect(error).toMatchObject({ code: '42501', message: 'Apenas administradores podem cadastrar funcionários' });
    expect(await sql('select 1 from public.funcionarios where nome = $1', [nome])).toEqual([]);
    expect(await loginsCom(email)).toEqual([]);
  });

  it('anon may not call it', async () => {
    const { error } = await (await clientAs('anon')).rpc('cadastrar_funcionario', { p_funcionario: dados(unique('func')) });
    expect(error?.code).toBe('42501');
  });
});

describe('the link between an employee and a login', () => {
  it('plain writes may not set auth_user_id, not even an admin\'s', async () => {
    const admin = await clientAs('admin');
    const [login] = await loginsCom('cliente@lojapraia.com.br');
    const insert = await admin.from('funcionarios').insert({ ...dados(unique('func')), auth_user_id: login.id });
    expect(insert.error?.message).toBe('permission denied for table funcionarios');
    const [carlos] = await sql<{ id: number }>(`select id from public.funcionarios where nome = 'Carlos Menezes'`);
    const update = await admin.from('funcionarios').update({ auth_user_id: login.id }).eq('id', carlos.id);
    expect(update.error?.message).toBe('permission denied for table funcionarios');
    expect(await sql('select auth_user_id from public.funcionarios where id = $1', [carlos.id])).toEqual([{ auth_user_id: null }]);
  });

  it('criar_usuario_funcionario gives an employee without a login a new one, once', async () => {
    const admin = await clientAs('admin');
    const { data: f } = await admin.rpc('cadastrar_funcionario', { p_funcionario: dados(unique('func')) }).single<{ id: number }>();
    const email = novoEmail();
    const created = await admin
      .rpc('criar_usuario_funcionario', { p_funcionario_id: f!.id, p_usuario: { email, senha: 'praia123', tipo: 'user' } })
      .single<{ auth_user_id: string }>();
    expect(created.error).toBeNull();
    expect(await sql('select tipo from public.usuarios where auth_user_id = $1', [created.data!.auth_user_id])).toEqual([{ tipo: 'user' }]);
    const again = await admin.rpc('criar_usuario_funcionario', {
      p_funcionario_id: f!.id,
      p_usuario: { email: novoEmail(), senha: 'praia123', tipo: 'user' },
    });
    expect(again.error).toMatchObject({ message: 'Este funcionário já possui um usuário', hint: 'usuario' });
  });

  it('vincular_usuario_funcionario links the confirmed login that has the employee\'s e-mail, and only that', async () => {
    const admin = await clientAs('admin');
    const email = novoEmail();
    const { data: f } = await admin
      .rpc('cadastrar_funcionario', { p_funcionario: { ...dados(unique('func')), email } })
      .single<{ id: number }>();
    const missing = await admin.rpc('vincular_usuario_funcionario', { p_funcionario_id: f!.id, p_tipo: 'funcionario' });
    expect(missing.error).toMatchObject({ message: `Nenhum usuário cadastrado com o e-mail ${email}`, hint: 'usuario' });

    // A sign-up under that e-mail, not yet confirmed: whoever typed it may not own the mailbox.
    const [user] = await sql<{ id: string }>(
      `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), $1, '{"nome":"Conta Nova"}') returning id`,
      [email],
    );
    const unconfirmed = await admin.rpc('vincular_usuario_funcionario', { p_funcionario_id: f!.id, p_tipo: 'funcionario' });
    expect(unconfirmed.error).toMatchObject({ message: `O usuário ${email} ainda não confirmou o e-mail` });
    expect(await sql('select tipo from public.usuarios where auth_user_id = $1', [user.id])).toEqual([{ tipo: 'cliente' }]);

    await sql('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);
    const linked = await admin.rpc('vincular_usuario_funcionario', { p_funcionario_id: f!.id, p_tipo: 'funcionario' }).single<{ auth_user_id: string }>();
    expect(linked.error).toBeNull();
    expect(linked.data?.auth_user_id).toBe(user.id);
    expect(await sql('select tipo from public.usuarios where auth_user_id = $1', [user.id])).toEqual([{ tipo: 'funcionario' }]);
  });

  it('a funcionario may neither create nor link logins', async () => {
    const client = await clientAs('funcionario');
    const [carlos] = await sql<{ id: number }>(`select id from public.funcionarios where nome = 'Carlos Menezes'`);
    const create = await client.rpc('criar_usuario_funcionario', {
      p_funcionario_id: carlos.id,
      p_usuario: { email: novoEmail(), senha: 'praia123', tipo: 'admin' },
    });
    expect(create.error).toMatchObject({ code: '42501', message: 'Apenas administradores podem criar usuários' });
    const link = await client.rpc('vincular_usuario_funcionario', { p_funcionario_id: carlos.id, p_tipo: 'admin' });
    expect(link.error).toMatchObject({ code: '42501', message: 'Apenas administradores podem associar usuários' });
    expect(await sql('select auth_user_id from public.funcionarios where id = $1', [carlos.id])).toEqual([{ auth_user_id: null }]);
  });
});

describe('deactivated logins', () => {
  async function funcionarioComLogin() {
    const email = novoEmail();
    const { data } = await (await clientAs('admin'))
      .rpc('cadastrar_funcionario', { p_funcionario: dados(unique('func')), p_usuario: { email, senha: 'praia123', tipo: 'funcionario' } })
      .single<{ id: number; auth_user_id: string }>();
    return { email, id: data!.id, authId: data!.auth_user_id };
  }

  it('an admin deactivates a login: it is banned, can no longer sign in, and its open session loses its role', async () => {
    const { email, authId } = await funcionarioComLogin();
    const before = await entrar(email, 'praia123');
    expect(before.error).toBeNull();

    const admin = await clientAs('admin');
    const { error } = await admin.from('usuarios').update({ ativo: false }).eq('auth_user_id', authId).select('id').single();
    expect(error).toBeNull();
    expect(await sql(`select banned_until > now() + interval '99 years' as banido from auth.users where id = $1`, [authId])).toEqual([{ banido: true }]);

    const after = await entrar(email, 'praia123');
    expect(after.error?.status).toBe(400);
    expect(after.data.session).toBeNull();
    // The access token still signed before the ban reads nothing staff-only any more.
    expect((await before.client.from('clientes').select('id').limit(1)).data).toEqual([]);

    await admin.from('usuarios').update({ ativo: true }).eq('auth_user_id', authId).select('id').single();
    expect(await sql('select banned_until from auth.users where id = $1', [authId])).toEqual([{ banned_until: null }]);
    expect((await entrar(email, 'praia123')).error).toBeNull();
  });

  it('deleting an employee or making them inactive closes their login', async () => {
    const admin = await clientAs('admin');
    const inativo = await funcionarioComLogin();
    await admin.from('funcionarios').update({ ativo: false }).eq('id', inativo.id).select('id').single();
    expect(await sql('select ativo from public.usuarios where auth_user_id = $1', [inativo.authId])).toEqual([{ ativo: false }]);

    const excluido = await funcionarioComLogin();
    await admin.from('funcionarios').delete().eq('id', excluido.id).select('id').single();
    expect(await sql('select ativo from public.usuarios where auth_user_id = $1', [excluido.authId])).toEqual([{ ativo: false }]);
    expect((await entrar(excluido.email, 'praia123')).data.session).toBeNull();
  });

  it('an admin cannot remove their own access', async () => {
    const admin = await clientAs('admin');
    const [self] = await sql<{ auth_user_id: string; id: number }>(
      `select auth_user_id, id from public.funcionarios where email = 'admin@lojapraia.com.br'`,
    );
    const message = 'Você não pode remover o seu próprio acesso de administrador';
    expect((await admin.from('usuarios').update({ ativo: false }).eq('auth_user_id', self.auth_user_id)).error?.message).toBe(message);
    expect((await admin.from('usuarios').update({ tipo: 'user' }).eq('auth_user_id', self.auth_user_id)).error?.message).toBe(message);
    expect((await admin.from('funcionarios').update({ ativo: false }).eq('id', self.id)).error?.message).toBe(
      'Você não pode desativar o seu próprio cadastro de funcionário',
    );
    expect((await admin.from('funcionarios').delete().eq('id', self.id)).error?.message).toBe(
      'Você não pode excluir o seu próprio cadastro de funcionário',
    );
    expect(await sql('select u.tipo, u.ativo, f.ativo as funcionario_ativo from public.usuarios u join public.funcionarios f using (auth_user_id) where f.id = $1', [self.id])).toEqual([
      { tipo: 'admin', ativo: true, funcionario_ativo: true },
    ]);
  });
});
