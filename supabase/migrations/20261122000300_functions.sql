-- Triggers and functions that keep the rules in the database, whatever client calls it.

-- New login -> profile row as 'cliente'. The role is never taken from the sign-up metadata:
-- only an admin grants a staff role (definir_tipo_usuario).
create or replace function public.handle_new_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.usuarios (auth_user_id, nome, email, telefone, tipo)
  values (
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'nome'), ''), split_part(coalesce(new.email, ''), '@', 1), ''), 200),
    new.email,
    nullif(left(btrim(coalesce(meta ->> 'telefone', '')), 20), ''),
    'cliente'
  )
  on conflict (auth_user_id) do nothing;
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_auth_user();

create or replace function public.handle_auth_user_email_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.usuarios set email = new.email where auth_user_id = new.id;
  return new;
end $$;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function public.handle_auth_user_email_change();

-- A product with grades has estoque_atual = the sum of its grades, whoever writes either table.
create or replace function public.produto_soma_grades() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  soma integer;
begin
  select sum(g.estoque_atual) into soma from public.grades_produto g where g.produto_id = new.id;
  if soma is not null then
    new.estoque_atual := soma;
  end if;
  return new;
end $$;
create trigger produtos_soma_grades before insert or update on public.produtos
  for each row execute function public.produto_soma_grades();

create or replace function public.grades_atualiza_produto() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    -- With no grade left, the product keeps the stock it had (the last sum).
    update public.produtos set estoque_atual = estoque_atual where id = old.produto_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.produto_id is distinct from old.produto_id
      or new.estoque_atual is distinct from old.estoque_atual) then
    update public.produtos set estoque_atual = estoque_atual where id = new.produto_id;
  end if;
  return null;
end $$;
create trigger grades_atualiza_produto after insert or update or delete on public.grades_produto
  for each row execute function public.grades_atualiza_produto();

-- Default colours (ids 1 to 5) stay.
create or replace function public.cores_protege_padrao() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.id between 1 and 5 then
    raise exception 'Não é possível remover cores padrão' using errcode = 'P0001';
  end if;
  return old;
end $$;
create trigger cores_protege_padrao before delete on public.cores_personalizadas
  for each row execute function public.cores_protege_padrao();

-- A product referenced by the stock ledger or a sale cannot be deleted: the same refusal for every
-- client, instead of a bare foreign-key error.
create or replace function public.produtos_protege_exclusao() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.movimentacoes_estoque m where m.produto_id = old.id)
     or exists (select 1 from public.itens_venda i where i.produto_id = old.id) then
    raise exception 'Este produto possui movimentações de estoque ou vendas registradas. Remova-as ou desative o produto.'
      using errcode = 'P0001', hint = 'Não é possível excluir';
  end if;
  return old;
end $$;
create trigger produtos_protege_exclusao before delete on public.produtos
  for each row execute function public.produtos_protege_exclusao();

create or replace function public.excluir_produto(p_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.can_write() then
    raise exception 'Sem permissão para excluir produtos' using errcode = '42501';
  end if;
  -- The trigger above raises the refusal when the ledger or a sale references the product;
  -- grades and images go with it (on delete cascade).
  delete from public.produtos where id = p_id;
  if not found then
    raise exception 'Produto não encontrado' using errcode = 'PT404';
  end if;
end $$;

-- Stock ledger --------------------------------------------------------------------------------
-- Errors: 42501 (no permission, HTTP 401/403), 22023 (bad argument, HTTP 400),
-- P0001 (business refusal such as insufficient stock, HTTP 400), PT404 (not found, HTTP 404).

-- A movement quantity: a whole number greater than zero (numeric in, so 2 and 2.0 both work).
create or replace function public._quantidade(p_valor numeric) returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_valor is null or p_valor <= 0 then
    raise exception 'A quantidade deve ser maior que zero' using errcode = '22023';
  end if;
  if p_valor <> trunc(p_valor) then
    raise exception 'A quantidade deve ser um número inteiro' using errcode = '22023';
  end if;
  if p_valor > 1000000 then
    raise exception 'A quantidade deve ser no máximo 1000000' using errcode = '22023';
  end if;
  return p_valor::integer;
end $$;

-- Applies a stock change to a grade (or to a product without grades), refusing to go below 0.
-- Locks the product row and then the grade row (select ... for update) before reading the stock,
-- so concurrent movements of one product run one after another and none can oversell.
create or replace function public._aplicar_estoque(p_produto_id bigint, p_grade_id bigint, p_delta integer, p_solicitado integer)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  produto record;
  grade record;
begin
  select id, nome, estoque_atual into produto from public.produtos where id = p_produto_id for update;
  if not found then
    raise exception 'Produto % não encontrado', p_produto_id using errcode = 'P0001';
  end if;

  if p_grade_id is not null then
    select id, cor, tamanho, estoque_atual into grade
      from public.grades_produto where id = p_grade_id and produto_id = p_produto_id for update;
    if not found then
      raise exception 'Grade % não encontrada para o produto %', p_grade_id, produto.nome using errcode = 'P0001';
    end if;
    if grade.estoque_atual + p_delta < 0 then
      raise exception 'Estoque insuficiente para % (%/%): disponível %, solicitado %',
        produto.nome, grade.cor, grade.tamanho, grade.estoque_atual, p_solicitado using errcode = 'P0001';
    end if;
    -- The grades trigger then sets produtos.estoque_atual to the new sum.
    update public.grades_produto set estoque_atual = estoque_atual + p_delta where id = grade.id;
  else
    if exists (select 1 from public.grades_produto g where g.produto_id = p_produto_id) then
      raise exception 'Selecione a grade (cor e tamanho) de %: o estoque deste produto é controlado por grade', produto.nome
        using errcode = 'P0001';
    end if;
    if produto.estoque_atual + p_delta < 0 then
      raise exception 'Estoque insuficiente para %: disponível %, solicitado %',
        produto.nome, produto.estoque_atual, p_solicitado using errcode = 'P0001';
    end if;
    update public.produtos set estoque_atual = estoque_atual + p_delta where id = p_produto_id;
  end if;
end $$;

-- Locks products in id order, so batches that touch the same products cannot deadlock.
create or replace function public._bloquear_produtos(p_ids bigint[]) returns void
language sql security definer
set search_path = ''
as $$
  select null from public.produtos where id = any (p_ids) order by id for update
$$;

create or replace function public._efeito(p_tipo text, p_quantidade integer) returns integer
language sql immutable
set search_path = ''
as $$ select case p_tipo when 'entrada' then p_quantidade else -p_quantidade end $$;

-- The caller's usuarios.id (the default responsible person of a movement).
create or replace function public._usuario_atual() returns bigint
language sql stable security definer
set search_path = ''
as $$ select u.id from public.usuarios u where u.auth_user_id = auth.uid() $$;

-- Records one or many movements atomically: all lines or none.
-- p_itens: [{produto_id, grade_id?, tipo, quantidade, preco_unitario?, motivo?, observacoes?, usuario_id?, data_movimentacao?}]
-- usuario_id defaults to the caller, data_movimentacao to now().
create or replace function public.registrar_movimentacoes(p_itens jsonb)
returns setof public.movimentacoes_estoque
language plpgsql security definer
set search_path = ''
as $$
declare
  item jsonb;
  v_tipo text;
  v_quantidade integer;
  v_produto bigint;
  v_grade bigint;
  linha public.movimentacoes_estoque;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para registrar movimentações de estoque' using errcode = '42501';
  end if;
  if p_itens is null or jsonb_typeof(p_itens) <> 'array' or jsonb_array_length(p_itens) = 0 then
    raise exception 'Adicione pelo menos um produto à movimentação' using errcode = '22023';
  end if;
  if jsonb_array_length(p_itens) > 500 then
    raise exception 'Uma movimentação aceita no máximo 500 itens' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_itens) e
             where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'produto_id', '') !~ '^[0-9]{1,18}$') then
    raise exception 'Selecione o produto de cada item da movimentação' using errcode = '22023';
  end if;

  perform public._bloquear_produtos(array(select (e ->> 'produto_id')::bigint from jsonb_array_elements(p_itens) e));

  for item in select * from jsonb_array_elements(p_itens) loop
    v_tipo := item ->> 'tipo';
    if v_tipo is null or v_tipo not in ('entrada', 'saida') then
      raise exception 'Selecione o tipo de movimentação' using errcode = '22023';
    end if;
    -- A number, or a numeric string as some forms send it.
    if coalesce(item ->> 'quantidade', '') !~ '^\s*[0-9]{1,9}(\.[0-9]+)?\s*$' then
      raise exception 'A quantidade deve ser maior que zero' using errcode = '22023';
    end if;
    v_quantidade := public._quantidade((item ->> 'quantidade')::numeric);
    v_produto := (item ->> 'produto_id')::bigint;
    v_grade := nullif(item ->> 'grade_id', '')::bigint;

    perform public._aplicar_estoque(v_produto, v_grade, public._efeito(v_tipo, v_quantidade), v_quantidade);

    insert into public.movimentacoes_estoque
      (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao)
    values (
      v_tipo, v_produto, v_grade, v_quantidade,
      (item ->> 'preco_unitario')::numeric,
      nullif(item ->> 'motivo', ''),
      nullif(item ->> 'observacoes', ''),
      coalesce((item ->> 'usuario_id')::bigint, public._usuario_atual()),
      coalesce((item ->> 'data_movimentacao')::timestamptz, now())
    )
    returning * into linha;
    return next linha;
  end loop;
end $$;

-- Single-line convenience over registrar_movimentacoes.
create or replace function public.registrar_movimentacao(
  p_produto_id bigint, p_tipo text, p_quantidade numeric, p_grade_id bigint default null,
  p_preco_unitario numeric default null, p_motivo text default null, p_observacoes text default null,
  p_usuario_id bigint default null, p_data_movimentacao timestamptz default null
) returns public.movimentacoes_estoque
language sql security definer
set search_path = ''
as $$
  select * from public.registrar_movimentacoes(jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
    'produto_id', p_produto_id, 'grade_id', p_grade_id, 'tipo', p_tipo, 'quantidade', p_quantidade,
    'preco_unitario', p_preco_unitario, 'motivo', p_motivo, 'observacoes', p_observacoes,
    'usuario_id', p_usuario_id, 'data_movimentacao', p_data_movimentacao))))
$$;

-- Edits a movement and re-balances the stock by the difference, in one transaction.
create or replace function public.atualizar_movimentacao(
  p_id bigint, p_tipo text, p_quantidade numeric, p_preco_unitario numeric, p_observacoes text
) returns public.movimentacoes_estoque
language plpgsql security definer
set search_path = ''
as $$
declare
  atual public.movimentacoes_estoque;
  v_produto bigint;
  v_quantidade integer;
  linha public.movimentacoes_estoque;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar movimentações de estoque' using errcode = '42501';
  end if;
  if p_tipo is null or p_tipo not in ('entrada', 'saida') then
    raise exception 'Selecione o tipo de movimentação' using errcode = '22023';
  end if;
  v_quantidade := public._quantidade(p_quantidade);

  select produto_id into v_produto from public.movimentacoes_estoque where id = p_id;
  if not found then
    raise exception 'Movimentação não encontrada' using errcode = 'PT404';
  end if;
  perform public._bloquear_produtos(array[v_produto]);
  select * into atual from public.movimentacoes_estoque where id = p_id for update;

  perform public._aplicar_estoque(
    atual.produto_id, atual.grade_id,
    public._efeito(p_tipo, v_quantidade) - public._efeito(atual.tipo, atual.quantidade),
    v_quantidade
  );

  update public.movimentacoes_estoque
     set tipo = p_tipo, quantidade = v_quantidade, preco_unitario = p_preco_unitario, observacoes = nullif(p_observacoes, '')
   where id = p_id
  returning * into linha;
  return linha;
end $$;

-- Deletes a movement and undoes its effect on the stock, in one transaction.
create or replace function public.excluir_movimentacao(p_id bigint) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  atual public.movimentacoes_estoque;
  v_produto bigint;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para excluir movimentações de estoque' using errcode = '42501';
  end if;
  select produto_id into v_produto from public.movimentacoes_estoque where id = p_id;
  if not found then
    raise exception 'Movimentação não encontrada' using errcode = 'PT404';
  end if;
  perform public._bloquear_produtos(array[v_produto]);
  select * into atual from public.movimentacoes_estoque where id = p_id for update;

  perform public._aplicar_estoque(atual.produto_id, atual.grade_id, -public._efeito(atual.tipo, atual.quantidade), atual.quantidade);
  delete from public.movimentacoes_estoque where id = p_id;
end $$;

-- Grants a role to a login (admin only).
create or replace function public.definir_tipo_usuario(p_auth_user_id uuid, p_tipo text) returns public.usuarios
language plpgsql security definer
set search_path = ''
as $$
declare
  linha public.usuarios;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem alterar o tipo de usuário' using errcode = '42501';
  end if;
  if p_tipo is null or p_tipo not in ('admin', 'funcionario', 'user', 'cliente') then
    raise exception 'Tipo de usuário inválido: %', coalesce(p_tipo, '(vazio)') using errcode = '22023';
  end if;
  if p_auth_user_id = auth.uid() and p_tipo <> 'admin' then
    raise exception 'Você não pode remover o seu próprio acesso de administrador' using errcode = 'P0001';
  end if;
  update public.usuarios set tipo = p_tipo where auth_user_id = p_auth_user_id returning * into linha;
  if not found then
    raise exception 'Usuário não encontrado' using errcode = 'PT404';
  end if;
  return linha;
end $$;

-- Only the entry points are callable through the API; the helpers stay internal.
revoke execute on function public._aplicar_estoque(bigint, bigint, integer, integer), public._bloquear_produtos(bigint[]),
  public._efeito(text, integer), public._quantidade(numeric), public._usuario_atual(),
  public.handle_new_auth_user(), public.handle_auth_user_email_change(),
  public.produto_soma_grades(), public.grades_atualiza_produto(), public.cores_protege_padrao(),
  public.produtos_protege_exclusao(), public.usuarios_protege_tipo()
  from public, anon, authenticated;
revoke execute on function public.registrar_movimentacoes(jsonb),
  public.registrar_movimentacao(bigint, text, numeric, bigint, numeric, text, text, bigint, timestamptz),
  public.atualizar_movimentacao(bigint, text, numeric, numeric, text),
  public.excluir_movimentacao(bigint), public.excluir_produto(bigint), public.definir_tipo_usuario(uuid, text)
  from public, anon;
grant execute on function public.registrar_movimentacoes(jsonb),
  public.registrar_movimentacao(bigint, text, numeric, bigint, numeric, text, text, bigint, timestamptz),
  public.atualizar_movimentacao(bigint, text, numeric, numeric, text),
  public.excluir_movimentacao(bigint), public.excluir_produto(bigint), public.definir_tipo_usuario(uuid, text)
  to authenticated;
