-- The stock module (issue 12): movements, the stock overview and each product's kardex.
--
-- 1. The movement functions check every input themselves and answer in Portuguese: the responsible
--    person must be an active staff login, the date cannot be in the future, the reason is one of the
--    spec's twelve, prices are not negative. A refusal for stock names the product, the grade and the
--    figures, with the hint 'estoque_insuficiente' so the client can show the reason as it is; an edit
--    or a delete that would leave the stock below 0 says so in its own words.
-- 2. movimentacoes_lista: the list /estoque/movimentacao reads (product, grade and responsible names),
--    searched on busca (trigram), filtered by type, newest first, with an index for each shape.
-- 3. estoque_kardex: every movement of a product in date order with the running balance, per product
--    and per grade. With the ledger complete, the last balance is the product's estoque_atual.
-- 4. estoque_produtos: every active product with its grades' stock and minimum and a low-stock flag.

-- 1. Stock refusals in the words of the operation ------------------------------------------------------
-- p_acao: null (a new movement), 'alteracao' (editing one) or 'exclusao' (deleting one).
drop function public._aplicar_estoque(bigint, bigint, integer, integer);
create function public._aplicar_estoque(
  p_produto_id bigint, p_grade_id bigint, p_delta integer, p_solicitado integer, p_acao text default null
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  produto record;
  grade record;
  v_nome text;
  v_atual integer;
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
    v_nome := format('%s (%s/%s)', produto.nome, grade.cor, grade.tamanho);
    v_atual := grade.estoque_atual;
  else
    if exists (select 1 from public.grades_produto g where g.produto_id = p_produto_id) then
      raise exception 'Selecione a grade (cor e tamanho) de %: o estoque deste produto é controlado por grade', produto.nome
        using errcode = 'P0001';
    end if;
    v_nome := produto.nome;
    v_atual := produto.estoque_atual;
  end if;

  if v_atual + p_delta < 0 then
    if p_acao = 'alteracao' then
      raise exception 'Estoque insuficiente para %: o estoque atual é % e ficaria em % com esta alteração',
        v_nome, v_atual, v_atual + p_delta using errcode = 'P0001', hint = 'estoque_insuficiente';
    elsif p_acao = 'exclusao' then
      raise exception 'Estoque insuficiente para %: o estoque atual é % e ficaria em % sem esta movimentação',
        v_nome, v_atual, v_atual + p_delta using errcode = 'P0001', hint = 'estoque_insuficiente';
    end if;
    raise exception 'Estoque insuficiente para %: disponível %, solicitado %', v_nome, v_atual, p_solicitado
      using errcode = 'P0001', hint = 'estoque_insuficiente';
  end if;

  if p_grade_id is not null then
    -- The grades trigger then sets produtos.estoque_atual to the new sum.
    update public.grades_produto set estoque_atual = estoque_atual + p_delta where id = p_grade_id;
  else
    update public.produtos set estoque_atual = estoque_atual + p_delta where id = p_produto_id;
  end if;
end $$;

-- The checks a movement's own fields get, shared by recording and editing.
create or replace function public._validar_campos_movimentacao(p_preco_unitario text, p_observacoes text)
returns numeric
language plpgsql immutable
set search_path = ''
as $$
declare
  v_preco numeric;
begin
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres' using errcode = '22023', hint = 'observacoes';
  end if;
  if nullif(btrim(coalesce(p_preco_unitario, '')), '') is null then
    return null;
  end if;
  if p_preco_unitario !~ '^\s*-?[0-9]{1,10}(\.[0-9]+)?\s*$' then
    raise exception 'Informe um preço unitário válido' using errcode = '22023', hint = 'preco_unitario';
  end if;
  v_preco := p_preco_unitario::numeric;
  if v_preco < 0 then
    raise exception 'O preço unitário deve ser maior ou igual a zero' using errcode = '22023', hint = 'preco_unitario';
  end if;
  if v_preco >= 10000000000 then
    raise exception 'O preço unitário é grande demais' using errcode = '22023', hint = 'preco_unitario';
  end if;
  return round(v_preco, 2);
end $$;

-- Records one or many movements atomically: all lines or none.
-- p_itens: [{produto_id, grade_id?, tipo, quantidade, preco_unitario?, motivo?, observacoes?, usuario_id?, data_movimentacao?}]
-- usuario_id (the responsible person, an active staff login) defaults to the caller;
-- data_movimentacao defaults to the moment the line is recorded and cannot be in the future.
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
  v_usuario bigint;
  v_data timestamptz;
  v_motivo text;
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
             where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'produto_id', '') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'grade_id', '0') !~ '^[0-9]{1,18}$') then
    raise exception 'Selecione o produto de cada item da movimentação' using errcode = '22023';
  end if;

  perform public._bloquear_produtos(array(select (e ->> 'produto_id')::bigint from jsonb_array_elements(p_itens) e));

  for item in select * from jsonb_array_elements(p_itens) loop
    v_tipo := item ->> 'tipo';
    if v_tipo is null or v_tipo not in ('entrada', 'saida') then
      raise exception 'Selecione o tipo de movimentação' using errcode = '22023';
    end if;

    if item ? 'usuario_id' and jsonb_typeof(item -> 'usuario_id') <> 'null' then
      if (item ->> 'usuario_id') !~ '^[0-9]{1,18}$' or not exists (
        select 1 from public.usuarios u
         where u.id = (item ->> 'usuario_id')::bigint and u.ativo and u.tipo in ('admin', 'funcionario', 'user')
      ) then
        raise exception 'Selecione o responsável pela movimentação' using errcode = '22023', hint = 'usuario_id';
      end if;
      v_usuario := (item ->> 'usuario_id')::bigint;
    else
      v_usuario := public._usuario_atual();
    end if;

    -- The clock after the product locks, not the transaction's start (now()): a writer that waited
    -- for another's lock is dated after it, so the kardex's date order is the order stock moved in.
    v_data := clock_timestamp();
    if nullif(item ->> 'data_movimentacao', '') is not null then
      begin
        v_data := (item ->> 'data_movimentacao')::timestamptz;
      exception when others then
        raise exception 'Informe uma data válida' using errcode = '22023', hint = 'data_movimentacao';
      end;
      -- A few minutes of tolerance for the clock of the person's device.
      if v_data > now() + interval '10 minutes' then
        raise exception 'A data da movimentação não pode ser no futuro' using errcode = '22023', hint = 'data_movimentacao';
      end if;
    end if;

    v_motivo := nullif(btrim(coalesce(item ->> 'motivo', '')), '');
    if v_motivo is not null and v_motivo not in ('Compra', 'Venda', 'Devolução', 'Ajuste de estoque', 'Consumo interno',
        'Perda', 'Troca', 'Transferência', 'Inventário', 'Avaria', 'Vencimento', 'Outros') then
      raise exception 'Selecione um motivo da lista' using errcode = '22023', hint = 'motivo';
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
      public._validar_campos_movimentacao(item ->> 'preco_unitario', item ->> 'observacoes'),
      v_motivo,
      nullif(btrim(coalesce(item ->> 'observacoes', '')), ''),
      v_usuario,
      v_data
    )
    returning * into linha;
    return next linha;
  end loop;
end $$;

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
  v_preco numeric;
  linha public.movimentacoes_estoque;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar movimentações de estoque' using errcode = '42501';
  end if;
  if p_tipo is null or p_tipo not in ('entrada', 'saida') then
    raise exception 'Selecione o tipo de movimentação' using errcode = '22023', hint = 'tipo';
  end if;
  v_quantidade := public._quantidade(p_quantidade);
  v_preco := public._validar_campos_movimentacao(p_preco_unitario::text, p_observacoes);

  select produto_id into v_produto from public.movimentacoes_estoque where id = p_id;
  if not found then
    raise exception 'Movimentação não encontrada' using errcode = 'PT404';
  end if;
  perform public._bloquear_produtos(array[v_produto]);
  select * into atual from public.movimentacoes_estoque where id = p_id for update;

  perform public._aplicar_estoque(
    atual.produto_id, atual.grade_id,
    public._efeito(p_tipo, v_quantidade) - public._efeito(atual.tipo, atual.quantidade),
    v_quantidade, 'alteracao'
  );

  update public.movimentacoes_estoque
     set tipo = p_tipo, quantidade = v_quantidade, preco_unitario = v_preco,
         observacoes = nullif(btrim(coalesce(p_observacoes, '')), '')
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

  perform public._aplicar_estoque(atual.produto_id, atual.grade_id, -public._efeito(atual.tipo, atual.quantidade),
    atual.quantidade, 'exclusao');
  delete from public.movimentacoes_estoque where id = p_id;
end $$;

-- 2. The movement list ------------------------------------------------------------------------------
create view public.movimentacoes_lista as
  select m.id, m.tipo, m.produto_id, p.nome as produto_nome, m.grade_id, g.cor, g.tamanho,
         m.quantidade, m.preco_unitario, m.motivo, m.observacoes, m.usuario_id, u.nome as usuario_nome,
         m.data_movimentacao, m.created_at, m.busca
    -- Left joins on primary keys (produto_id is never null): a count that reads no joined column drops
    -- them, so the list's exact count is an index-only scan instead of a join over the whole ledger.
    from public.movimentacoes_estoque m
    left join public.produtos p on p.id = m.produto_id
    left join public.grades_produto g on g.id = m.grade_id
    left join public.usuarios u on u.id = m.usuario_id
   where (select public.is_staff());
comment on view public.movimentacoes_lista is 'The movements list (staff only): what /estoque/movimentacao reads, searches and filters.';
revoke all on public.movimentacoes_lista from anon, authenticated;
grant select on public.movimentacoes_lista to authenticated;

-- The type filter in the list's order; the unfiltered order has movimentacoes_data.
create index movimentacoes_tipo_data on public.movimentacoes_estoque (tipo, data_movimentacao desc, id desc);
-- The kardex reads one product's movements in date order.
drop index public.movimentacoes_produto;
create index movimentacoes_produto_data on public.movimentacoes_estoque (produto_id, data_movimentacao, id);

-- 3. The kardex ---------------------------------------------------------------------------------------
-- Filtered by produto_id, the filter reaches inside the window (produto_id is in every partition).
create view public.estoque_kardex as
  select k.id, k.produto_id, k.grade_id, g.cor, g.tamanho, k.tipo, k.quantidade, k.preco_unitario, k.motivo,
         k.observacoes, u.nome as usuario_nome, k.data_movimentacao, k.efeito,
         (sum(k.efeito) over (partition by k.produto_id order by k.data_movimentacao, k.id rows unbounded preceding))::integer as saldo,
         (sum(k.efeito) over (partition by k.produto_id, k.grade_id order by k.data_movimentacao, k.id rows unbounded preceding))::integer as saldo_grade
    from (
      -- The sign inline, not public._efeito: a function in a view runs with the caller's privileges.
      select m.*, case m.tipo when 'entrada' then m.quantidade else -m.quantidade end as efeito
        from public.movimentacoes_estoque m
    ) k
    left join public.grades_produto g on g.id = k.grade_id
    left join public.usuarios u on u.id = k.usuario_id
   where (select public.is_staff());
comment on view public.estoque_kardex is 'Each product''s movements in date order with the running balance (saldo) and the grade''s (saldo_grade); staff only.';
revoke all on public.estoque_kardex from anon, authenticated;
grant select on public.estoque_kardex to authenticated;

-- 4. The stock overview -----------------------------------------------------------------------------
create view public.estoque_produtos as
  select p.id, p.nome, p.codigo_barras, p.preco_venda, p.estoque_atual, p.estoque_minimo, p.categoria_id,
         c.nome as categoria_nome,
         (select i.url_imagem from public.produto_imagens i where i.produto_id = p.id
           order by (i.tipo_imagem = 'principal') desc, i.created_at limit 1) as imagem_url,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb,
                     'estoque_atual', g.estoque_atual, 'estoque_minimo', g.estoque_minimo,
                     'baixo', g.estoque_atual <= g.estoque_minimo)
                     order by g.cor, g.tamanho, g.id)
                     from public.grades_produto g where g.produto_id = p.id), '[]'::jsonb) as grades,
         (p.estoque_atual <= p.estoque_minimo or exists (
            select 1 from public.grades_produto g where g.produto_id = p.id and g.estoque_atual <= g.estoque_minimo
          )) as baixo,
         p.busca
    from public.produtos p
    left join public.categorias c on c.id = p.categoria_id
   where p.ativo and (select public.is_staff());
comment on view public.estoque_produtos is 'Active products with their grades'' stock and a low-stock flag (stock <= minimum, of the product or of a grade); staff only.';
revoke all on public.estoque_produtos from anon, authenticated;
grant select on public.estoque_produtos to authenticated;

-- Only the entry points are callable through the API; the helpers stay internal.
revoke execute on function public._aplicar_estoque(bigint, bigint, integer, integer, text),
  public._validar_campos_movimentacao(text, text)
  from public, anon, authenticated;
