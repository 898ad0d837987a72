-- Employees and their logins (issue 10).
--
-- How a login is made: one SECURITY DEFINER function writes the auth user, its e-mail identity, the
-- role and the employee in ONE transaction (cadastrar_funcionario, criar_usuario_funcionario).
-- Why not a sign-up through a second browser client followed by the role grant: that is two
-- requests, and a failure between them (a duplicate CPF, a closed tab) leaves a login without an
-- employee that only a privileged cleanup could remove. Here either everything is written or
-- nothing. The function runs in the database, so it works unchanged on hosted Supabase (the
-- migration owner may write auth.users, as the seed does) and on the local stack; no service key
-- reaches the browser, and the admin's own session is never touched. The login is created with its
-- e-mail confirmed, as GoTrue's admin createUser with email_confirm does: the admin vouches for it,
-- and the employee changes the first password through "Esqueci minha senha".
--
-- Deactivating a login (usuarios.ativo = false) bans it in auth.users (banned_until 100 years ahead,
-- what GoTrue's admin API writes for ban_duration "876000h"; GoTrue reads the column into a Go time,
-- which has no 'infinity'):
-- GoTrue then refuses its password sign-in and its refresh token, and its role stops counting at
-- once (current_tipo reads usuarios.ativo).

-- ---------------------------------------------------------------------------------------------
-- Logins

-- The rules a new login must meet (spec 001 §5), checked before anything is written. Each failure
-- carries the hint 'usuario' so the client can say "Erro ao criar usuário: " and the cause.
create or replace function public._validar_login(p_email text, p_senha text, p_tipo text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if coalesce(btrim(p_email), '') = '' then
    raise exception 'Email é obrigatório para criar usuário' using errcode = '23502', hint = 'usuario';
  end if;
  if btrim(p_email) !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(btrim(p_email)) > 254 then
    raise exception 'Email inválido' using errcode = '22023', hint = 'usuario';
  end if;
  if coalesce(p_senha, '') = '' then
    raise exception 'Senha é obrigatória para criar usuário' using errcode = '23502', hint = 'usuario';
  end if;
  if char_length(p_senha) < 6 then
    raise exception 'Senha deve ter pelo menos 6 caracteres' using errcode = '22023', hint = 'usuario';
  end if;
  -- bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords too.
  if octet_length(p_senha) > 72 then
    raise exception 'Senha deve ter no máximo 72 caracteres' using errcode = '22023', hint = 'usuario';
  end if;
  if p_tipo is null or p_tipo not in ('admin', 'funcionario', 'user') then
    raise exception 'Tipo de usuário inválido: %', coalesce(p_tipo, '(vazio)') using errcode = '22023', hint = 'usuario';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = lower(btrim(p_email))) then
    raise exception 'Este e-mail já está cadastrado' using errcode = '23505', hint = 'usuario';
  end if;
end $$;

-- Writes the auth user (bcrypt hash, as GoTrue stores it), its e-mail identity and the role.
-- The usuarios row itself comes from the on_auth_user_created trigger, as for every sign-up.
create or replace function public._criar_login(p_email text, p_senha text, p_tipo text, p_nome text) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_email text := lower(btrim(p_email));
begin
  perform public._validar_login(p_email, p_senha, p_tipo);
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token, email_change_token_new,
    email_change, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', v_email,
    extensions.crypt(p_senha, extensions.gen_salt('bf', 10)), now(),
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    jsonb_build_object('nome', p_nome, 'empresa_id', 1), '', '', '', '', now(), now());
  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (v_id::text, v_id,
    jsonb_build_object('sub', v_id::text, 'email', v_email, 'email_verified', true, 'phone_verified', false),
    'email', now(), now());
  update public.usuarios set tipo = p_tipo, nome = left(p_nome, 200) where auth_user_id = v_id;
  return v_id;
end $$;

-- ---------------------------------------------------------------------------------------------
-- Employees

-- Creates an employee, and its login when p_usuario = {email, senha, tipo} is given, atomically.
create or replace function public.cadastrar_funcionario(p_funcionario jsonb, p_usuario jsonb default null)
returns public.funcionarios
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.funcionarios := jsonb_populate_record(null::public.funcionarios, p_funcionario);
  v_login uuid;
  linha public.funcionarios;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem cadastrar funcionários' using errcode = '42501';
  end if;
  if p_usuario is not null then
    v_login := public._criar_login(p_usuario ->> 'email', p_usuario ->> 'senha',
      coalesce(p_usuario ->> 'tipo', 'funcionario'), f.nome);
  end if;
  insert into public.funcionarios (nome, cpf, telefone, email, endereco, cidade, estado, cep, cargo, salario,
    data_admissao, data_nascimento, ativo, auth_user_id)
  values (f.nome, f.cpf, f.telefone, f.email, f.endereco, f.cidade, f.estado, f.cep, f.cargo, f.salario,
    f.data_admissao, f.data_nascimento, coalesce(f.ativo, true), v_login)
  returning * into linha;
  return linha;
end $$;

-- The employee a login is being given, locked, after checking that it exists and has none yet.
create or replace function public._funcionario_sem_login(p_funcionario_id bigint) returns public.funcionarios
language plpgsql
set search_path = ''
as $$
declare
  f public.funcionarios;
begin
  select * into f from public.funcionarios where id = p_funcionario_id for update;
  if not found then
    raise exception 'Funcionário não encontrado' using errcode = 'PT404';
  end if;
  if f.auth_user_id is not null then
    raise exception 'Este funcionário já possui um usuário' using errcode = '23505', hint = 'usuario';
  end if;
  return f;
end $$;

-- Gives an existing employee without a login a new one (the Usuário tab's "Criar Usuário").
create or replace function public.criar_usuario_funcionario(p_funcionario_id bigint, p_usuario jsonb)
returns public.funcionarios
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.funcionarios;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem criar usuários' using errcode = '42501';
  end if;
  f := public._funcionario_sem_login(p_funcionario_id);
  update public.funcionarios
    set auth_user_id = public._criar_login(p_usuario ->> 'email', p_usuario ->> 'senha',
      coalesce(p_usuario ->> 'tipo', 'funcionario'), f.nome)
    where id = p_funcionario_id
    returning * into f;
  return f;
end $$;

-- Links an employee to the login that already exists under the employee's own e-mail ("associar
-- usuário existente"). Safe because of who can own that login: its e-mail is confirmed, so the
-- person who signs in with it is the one who reads the employee's mailbox. Refused for a login that
-- is unconfirmed, deactivated or already linked to another employee.
create or replace function public.vincular_usuario_funcionario(p_funcionario_id bigint, p_tipo text)
returns public.funcionarios
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.funcionarios;
  u auth.users;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem associar usuários' using errcode = '42501';
  end if;
  if p_tipo is null or p_tipo not in ('admin', 'funcionario', 'user') then
    raise exception 'Tipo de usuário inválido: %', coalesce(p_tipo, '(vazio)') using errcode = '22023', hint = 'usuario';
  end if;
  f := public._funcionario_sem_login(p_funcionario_id);
  select * into u from auth.users where lower(email) = lower(btrim(f.email));
  if not found then
    raise exception 'Nenhum usuário cadastrado com o e-mail %', f.email using errcode = 'PT404', hint = 'usuario';
  end if;
  if u.email_confirmed_at is null then
    raise exception 'O usuário % ainda não confirmou o e-mail', u.email using errcode = '22023', hint = 'usuario';
  end if;
  if exists (select 1 from public.usuarios where auth_user_id = u.id and not ativo) then
    raise exception 'O usuário % está desativado', u.email using errcode = '22023', hint = 'usuario';
  end if;
  if exists (select 1 from public.funcionarios where auth_user_id = u.id) then
    raise exception 'O usuário % já está associado a outro funcionário', u.email using errcode = '23505', hint = 'usuario';
  end if;
  update public.usuarios set tipo = p_tipo where auth_user_id = u.id;
  update public.funcionarios set auth_user_id = u.id where id = p_funcionario_id returning * into f;
  return f;
end $$;

-- An employee's link to a login is written only by the functions above: plain inserts and updates
-- may not set auth_user_id (that would be a second, unchecked way to grant a login an employee).
revoke insert, update on public.funcionarios from authenticated;
grant insert (nome, cpf, telefone, email, endereco, cidade, estado, cep, cargo, salario, data_admissao,
  data_nascimento, ativo) on public.funcionarios to authenticated;
grant update (nome, cpf, telefone, email, endereco, cidade, estado, cep, cargo, salario, data_admissao,
  data_nascimento, ativo, updated_at) on public.funcionarios to authenticated;

-- An employee who leaves (deleted or made inactive) loses their access; bringing them back does not
-- reopen it by itself (the admin does that on the Usuário tab). Nobody removes their own access.
create or replace function public.funcionarios_acesso() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.auth_user_id is not null and old.auth_user_id = auth.uid() then
      raise exception 'Você não pode excluir o seu próprio cadastro de funcionário' using errcode = 'P0001';
    end if;
    update public.usuarios set ativo = false where auth_user_id = old.auth_user_id and ativo;
    return old;
  end if;
  if old.ativo and not new.ativo and new.auth_user_id is not null then
    if new.auth_user_id = auth.uid() then
      raise exception 'Você não pode desativar o seu próprio cadastro de funcionário' using errcode = 'P0001';
    end if;
    update public.usuarios set ativo = false where auth_user_id = new.auth_user_id and ativo;
  end if;
  return new;
end $$;
create trigger funcionarios_acesso_exclusao before delete on public.funcionarios
  for each row execute function public.funcionarios_acesso();
create trigger funcionarios_acesso_inativo after update of ativo on public.funcionarios
  for each row execute function public.funcionarios_acesso();

-- ---------------------------------------------------------------------------------------------
-- Deactivated logins

-- Only an admin changes a login's role or activation, and not their own: an admin who demoted or
-- deactivated themself would lock the shop out of its own back-office.
create or replace function public.usuarios_protege_tipo() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.tipo is not distinct from old.tipo and new.ativo is not distinct from old.ativo then
    return new;
  end if;
  -- Database owners and the service role (server-side tools) are trusted; API callers are not.
  if current_user in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Apenas administradores podem alterar o tipo ou a situação de um usuário'
      using errcode = '42501';
  end if;
  if old.auth_user_id = auth.uid() and old.tipo = 'admin' and (new.tipo <> 'admin' or not new.ativo) then
    raise exception 'Você não pode remover o seu próprio acesso de administrador' using errcode = 'P0001';
  end if;
  return new;
end $$;

-- A deactivated login is banned in the auth service, which then refuses its sign-in and its refresh.
create or replace function public.usuarios_sincroniza_acesso() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update auth.users
    set banned_until = case when new.ativo then null else now() + interval '100 years' end, updated_at = now()
    where id = new.auth_user_id;
  return new;
end $$;
create trigger usuarios_sincroniza_acesso after update of ativo on public.usuarios
  for each row when (new.ativo is distinct from old.ativo)
  execute function public.usuarios_sincroniza_acesso();

-- ---------------------------------------------------------------------------------------------
-- Reads

-- The employee list reads through an owner-run view for the reason given in
-- 20261123000400_listas_cadastros.sql (index-backed search), with the linked login's role and
-- activation so the list can say who can sign in.
create view public.funcionarios_lista as
  select f.id, f.nome, f.cpf, f.telefone, f.email, f.cargo, f.cidade, f.estado, f.ativo, f.created_at, f.busca,
    f.auth_user_id, u.tipo as usuario_tipo, u.ativo as usuario_ativo
  from public.funcionarios f
  left join public.usuarios u on u.auth_user_id = f.auth_user_id
  where (select public.is_staff());
comment on view public.funcionarios_lista is 'The funcionarios list (staff only): what /cadastros/funcionarios reads and searches.';
revoke all on public.funcionarios_lista from anon, authenticated;
grant select on public.funcionarios_lista to authenticated;

create index funcionarios_nome_id on public.funcionarios (nome, id);
create index funcionarios_ativos_nome_id on public.funcionarios (nome, id) where ativo;
drop index public.funcionarios_nome;

-- The records behind each hub card (the /cadastros hub's counts). Runs as the caller, so row-level
-- security applies: staff count everything, anyone else counts what they may read.
create view public.contagens with (security_invoker = true) as
  select 'clientes'::text as recurso, (select count(*) from public.clientes) as total
  union all select 'fornecedores', (select count(*) from public.fornecedores)
  union all select 'funcionarios', (select count(*) from public.funcionarios)
  union all select 'produtos', (select count(*) from public.produtos);
comment on view public.contagens is 'How many records each register has, as the caller may see them (hub cards).';
revoke all on public.contagens from anon, authenticated;
grant select on public.contagens to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who may call what

revoke execute on function public._validar_login(text, text, text), public._criar_login(text, text, text, text),
  public._funcionario_sem_login(bigint), public.funcionarios_acesso(), public.usuarios_sincroniza_acesso()
  from public, anon, authenticated;
revoke execute on function public.cadastrar_funcionario(jsonb, jsonb), public.criar_usuario_funcionario(bigint, jsonb),
  public.vincular_usuario_funcionario(bigint, text)
  from public, anon;
grant execute on function public.cadastrar_funcionario(jsonb, jsonb), public.criar_usuario_funcionario(bigint, jsonb),
  public.vincular_usuario_funcionario(bigint, text)
  to authenticated;
