-- Who may do what. Roles live in usuarios.tipo and are read here, never from what a client sends.
--   anon      : the public catalogue (active products, categories, grades, images) and empresa_publica
--   cliente   : the same, plus its own usuarios row
--   user      : read-only staff (reads every register)
--   funcionario, admin : read and write registers and stock; admin alone manages employees,
--                        logins' roles and the company settings.

create or replace function public.current_tipo() returns text
language sql stable security definer
set search_path = ''
as $$
  select u.tipo from public.usuarios u where u.auth_user_id = (select auth.uid()) and u.ativo
$$;

create or replace function public.is_staff() returns boolean
language sql stable security definer
set search_path = ''
as $$ select coalesce(public.current_tipo() in ('admin', 'funcionario', 'user'), false) $$;

create or replace function public.can_write() returns boolean
language sql stable security definer
set search_path = ''
as $$ select coalesce(public.current_tipo() in ('admin', 'funcionario'), false) $$;

create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$ select coalesce(public.current_tipo() = 'admin', false) $$;

-- Privileges: nothing by default (Supabase grants everything to the API roles), then exactly what
-- the policies below need. Row-level security is on for every table.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;

alter table public.empresa enable row level security;
alter table public.usuarios enable row level security;
alter table public.clientes enable row level security;
alter table public.fornecedores enable row level security;
alter table public.funcionarios enable row level security;
alter table public.categorias enable row level security;
alter table public.produtos enable row level security;
alter table public.grades_produto enable row level security;
alter table public.cores_personalizadas enable row level security;
alter table public.produto_imagens enable row level security;
alter table public.movimentacoes_estoque enable row level security;
alter table public.itens_venda enable row level security;

-- The public catalogue.
grant select on public.categorias, public.produtos, public.grades_produto, public.produto_imagens to anon, authenticated;

create policy categorias_leitura on public.categorias for select to anon, authenticated using (true);
create policy produtos_leitura on public.produtos for select to anon, authenticated using (ativo or (select public.is_staff()));
create policy grades_leitura on public.grades_produto for select to anon, authenticated
  using ((select public.is_staff()) or exists (select 1 from public.produtos p where p.id = produto_id and p.ativo));
create policy imagens_leitura on public.produto_imagens for select to anon, authenticated
  using ((select public.is_staff()) or exists (select 1 from public.produtos p where p.id = produto_id and p.ativo));

-- Registers written by funcionario and admin.
grant insert, update, delete on public.categorias, public.produtos, public.grades_produto, public.produto_imagens,
  public.clientes, public.fornecedores, public.cores_personalizadas, public.itens_venda to authenticated;
grant select on public.clientes, public.fornecedores, public.cores_personalizadas, public.itens_venda,
  public.funcionarios, public.movimentacoes_estoque, public.empresa, public.usuarios to authenticated;

create policy categorias_escrita on public.categorias for insert to authenticated with check ((select public.can_write()));
create policy categorias_alteracao on public.categorias for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy categorias_exclusao on public.categorias for delete to authenticated using ((select public.can_write()));

create policy produtos_escrita on public.produtos for insert to authenticated with check ((select public.can_write()));
create policy produtos_alteracao on public.produtos for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy produtos_exclusao on public.produtos for delete to authenticated using ((select public.can_write()));

create policy grades_escrita on public.grades_produto for insert to authenticated with check ((select public.can_write()));
create policy grades_alteracao on public.grades_produto for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy grades_exclusao on public.grades_produto for delete to authenticated using ((select public.can_write()));

create policy imagens_escrita on public.produto_imagens for insert to authenticated with check ((select public.can_write()));
create policy imagens_alteracao on public.produto_imagens for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy imagens_exclusao on public.produto_imagens for delete to authenticated using ((select public.can_write()));

create policy clientes_leitura on public.clientes for select to authenticated using ((select public.is_staff()));
create policy clientes_escrita on public.clientes for insert to authenticated with check ((select public.can_write()));
create policy clientes_alteracao on public.clientes for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy clientes_exclusao on public.clientes for delete to authenticated using ((select public.can_write()));

create policy fornecedores_leitura on public.fornecedores for select to authenticated using ((select public.is_staff()));
create policy fornecedores_escrita on public.fornecedores for insert to authenticated with check ((select public.can_write()));
create policy fornecedores_alteracao on public.fornecedores for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy fornecedores_exclusao on public.fornecedores for delete to authenticated using ((select public.can_write()));

create policy cores_leitura on public.cores_personalizadas for select to authenticated using ((select public.is_staff()));
create policy cores_escrita on public.cores_personalizadas for insert to authenticated with check ((select public.can_write()));
create policy cores_alteracao on public.cores_personalizadas for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy cores_exclusao on public.cores_personalizadas for delete to authenticated using ((select public.can_write()));

create policy itens_venda_leitura on public.itens_venda for select to authenticated using ((select public.is_staff()));
create policy itens_venda_escrita on public.itens_venda for insert to authenticated with check ((select public.can_write()));
create policy itens_venda_alteracao on public.itens_venda for update to authenticated using ((select public.can_write())) with check ((select public.can_write()));
create policy itens_venda_exclusao on public.itens_venda for delete to authenticated using ((select public.can_write()));

-- Stock movements: read by staff; written only through the stock functions, which keep the ledger
-- and the stock levels in step.
create policy movimentacoes_leitura on public.movimentacoes_estoque for select to authenticated using ((select public.is_staff()));

-- Employees: staff read, admin manages.
grant insert, update, delete on public.funcionarios to authenticated;
create policy funcionarios_leitura on public.funcionarios for select to authenticated using ((select public.is_staff()));
create policy funcionarios_escrita on public.funcionarios for insert to authenticated with check ((select public.is_admin()));
create policy funcionarios_alteracao on public.funcionarios for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy funcionarios_exclusao on public.funcionarios for delete to authenticated using ((select public.is_admin()));

-- Logins' profiles: everyone reads their own row, staff read all; a person may change their own
-- nome/telefone; only an admin changes roles, activation or links (trigger below), or deletes.
grant update (nome, email, telefone, tipo, ativo, updated_at) on public.usuarios to authenticated;
grant delete on public.usuarios to authenticated;
create policy usuarios_leitura on public.usuarios for select to authenticated
  using (auth_user_id = (select auth.uid()) or (select public.is_staff()));
create policy usuarios_alteracao on public.usuarios for update to authenticated
  using (auth_user_id = (select auth.uid()) or (select public.is_admin()))
  with check (auth_user_id = (select auth.uid()) or (select public.is_admin()));
create policy usuarios_exclusao on public.usuarios for delete to authenticated using ((select public.is_admin()));

create or replace function public.usuarios_protege_tipo() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Database owners and the service role (server-side tools) are trusted; API callers are not.
  if current_user in ('anon', 'authenticated')
     and (new.tipo is distinct from old.tipo or new.ativo is distinct from old.ativo)
     and not public.is_admin() then
    raise exception 'Apenas administradores podem alterar o tipo ou a situação de um usuário'
      using errcode = '42501';
  end if;
  return new;
end $$;
create trigger usuarios_protege_tipo before update on public.usuarios
  for each row execute function public.usuarios_protege_tipo();

-- Company settings: staff read the whole row, admin edits it; the public reads the fields the
-- storefront shows through a view that exposes nothing else.
grant update on public.empresa to authenticated;
create policy empresa_leitura on public.empresa for select to authenticated using ((select public.is_staff()));
create policy empresa_alteracao on public.empresa for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create view public.empresa_publica as
  select id, nome, whatsapp, telefone, email, website, instagram, endereco from public.empresa;
-- The view runs as its owner on purpose (no security_invoker): it is the public face of empresa.
revoke all on public.empresa_publica from anon, authenticated;
grant select on public.empresa_publica to anon, authenticated;

-- The policies call these for anon too (they answer null/false there).
grant execute on function public.current_tipo(), public.is_staff(), public.can_write(), public.is_admin() to anon, authenticated;
