-- Gestor de Preço (issue 27, /estoque/gestor-preco): repricing in batches, previewed and applied by the
-- database, every change kept in precos_historico (migration 20261130003000) with its batch.
--
-- 1. lotes_preco: one row per applied batch (who, when, the rule as text and as jsonb, the motivo typed,
--    how many products changed); a reversion is a batch too, pointing at the batch it reverts
--    (reverte_lote_id, unique: a batch is reverted once). precos_historico.lote_id now references it.
--    RLS: staff read; nobody writes directly.
-- 2. The selection (p_selecao jsonb): the filters {busca, categoria_id, fornecedor_id, cor, tamanho} over
--    the active products, and {todos: true, ids: [excluded]} ("todos os que atendem aos filtros", minus the
--    unticked) or {todos: false, ids: [chosen]} (only the ticked ones, still within the filters).
-- 3. The rule (p_regra jsonb): {tipo, valor, arredondamento}
--      percentual  preço × (1 + valor/100)       (valor may be negative: −10 is a 10 % cut)
--      valor       preço + valor                 (R$, may be negative)
--      markup      custo × (1 + valor/100)       custo = preco_custo + preco_compra (spec 001 §9)
--      margem      custo ÷ (1 − valor/100)       the price whose margin over cost is valor %
--    first rounded to the cent (half away from zero), then by arredondamento: 'nenhum', '90' / '99' (the
--    smallest price ending in ,90 / ,99 at or above it), 'inteiro' (whole reais, upwards). Rounding always
--    goes up, so it never eats into the margin the rule asked for.
-- 4. gestor_preco_previa (one call: a page of the matching products with old price, new price and both
--    margins, the counts, and the refusal "Aplicar" would give), gestor_preco_aplicar (one call, all or
--    nothing), gestor_preco_reverter, gestor_preco_lotes, gestor_preco_historico, gestor_preco_opcoes.
--    Staff read (preview, lists, history); admin and funcionário write. Refusals in Portuguese, nothing written.

-- 1. Batches ---------------------------------------------------------------------------------------------
create table public.lotes_preco (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  criado_em timestamptz not null default now(),
  criado_por bigint references public.usuarios (id) on delete set null,
  -- The rule in words ("+10 % sobre o preço, arredondado para ,90"), as the list shows it.
  descricao text not null check (char_length(descricao) between 1 and 300),
  motivo text not null check (char_length(btrim(motivo)) between 1 and 300),
  -- The rule as given ({tipo, valor, arredondamento}), or {tipo: 'reversao', lote_id} for a reversion.
  regra jsonb not null,
  -- Products whose price this batch changed.
  produtos integer not null check (produtos > 0),
  reverte_lote_id bigint unique references public.lotes_preco (id) on delete restrict
);
create index lotes_preco_criado on public.lotes_preco (criado_em desc, id desc);

alter table public.precos_historico
  add constraint precos_historico_lote_id_fkey foreign key (lote_id) references public.lotes_preco (id) on delete restrict;
create index precos_historico_lote on public.precos_historico (lote_id) where lote_id is not null;

alter table public.lotes_preco enable row level security;
revoke all on public.lotes_preco from anon, authenticated;
grant select on public.lotes_preco to authenticated;
create policy lotes_preco_leitura on public.lotes_preco for select to authenticated using ((select public.is_staff()));

-- 2. Rule, selection, price ------------------------------------------------------------------------------

-- A number as the shop writes it: 10 → '10', 12.5 → '12,5', 0.90 → '0,9'.
create function public._numero_br(p_valor numeric) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  v text := abs(p_valor)::text;
begin
  if position('.' in v) > 0 then
    v := rtrim(rtrim(v, '0'), '.');
  end if;
  return replace(v, '.', ',');
end $$;

-- The rule's value as a number, or null when it is missing or not a number.
create function public._gestor_preco_valor(p_regra jsonb) returns numeric
language plpgsql immutable parallel safe set search_path = ''
as $$
begin
  return case when btrim(p_regra ->> 'valor') ~ '^-?[0-9]{1,9}(\.[0-9]+)?$' then btrim(p_regra ->> 'valor')::numeric end;
end $$;

-- What is wrong with the rule itself (before any product is looked at), or null.
create function public._gestor_preco_regra_erro(p_regra jsonb) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  v_tipo text := p_regra ->> 'tipo';
  v_valor numeric := public._gestor_preco_valor(p_regra);
begin
  if p_regra is null or jsonb_typeof(p_regra) <> 'object' or v_tipo is null
     or v_tipo not in ('percentual', 'valor', 'markup', 'margem') then
    return 'Escolha a regra do reajuste.';
  end if;
  if coalesce(p_regra ->> 'arredondamento', 'nenhum') not in ('nenhum', '90', '99', 'inteiro') then
    return 'Escolha um arredondamento válido.';
  end if;
  if v_valor is null then
    return 'Informe o valor da regra.';
  end if;
  if v_valor <> round(v_valor, 2) then
    return 'O valor da regra aceita no máximo duas casas decimais.';
  end if;
  return case v_tipo
    when 'percentual' then case
      when v_valor = 0 then 'Informe um percentual diferente de zero.'
      when v_valor <= -100 then 'Uma redução deve ser menor que 100%.'
      when v_valor > 1000 then 'O aumento aceita no máximo 1000%.' end
    when 'valor' then case
      when v_valor = 0 then 'Informe um valor diferente de zero.'
      when abs(v_valor) > 100000 then 'O valor aceita no máximo R$ 100.000,00.' end
    when 'markup' then case
      when v_valor < 0 or v_valor > 1000 then 'O markup deve ficar entre 0% e 1000%.' end
    when 'margem' then case
      when v_valor < 0 or v_valor >= 100 then 'A margem desejada deve ficar entre 0% e 99,99%.' end
  end;
end $$;

-- The rule in words, for the batch list.
create function public._gestor_preco_descricao(p_regra jsonb) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  v_valor numeric := public._gestor_preco_valor(p_regra);
  v_sinal text := case when v_valor < 0 then '−' else '+' end;
begin
  return (case p_regra ->> 'tipo'
      when 'percentual' then v_sinal || public._numero_br(v_valor) || '% sobre o preço'
      when 'valor' then v_sinal || public._reais(abs(v_valor)) || ' no preço'
      when 'markup' then 'Markup de ' || public._numero_br(v_valor) || '% sobre o custo'
      when 'margem' then 'Margem de ' || public._numero_br(v_valor) || '% sobre o custo' end)
    || case coalesce(p_regra ->> 'arredondamento', 'nenhum')
      when '90' then ', arredondado para ,90'
      when '99' then ', arredondado para ,99'
      when 'inteiro' then ', arredondado para reais inteiros'
      else '' end;
end $$;

-- The new price of one product (see 3. at the top). A result at or below zero is returned as is: the
-- callers refuse it with the product's name.
create function public._gestor_preco_novo(p_preco numeric, p_custo numeric, p_tipo text, p_valor numeric, p_arredondamento text)
returns numeric
language plpgsql immutable parallel safe set search_path = ''
as $$
declare
  v numeric := round(case p_tipo
      when 'percentual' then p_preco * (1 + p_valor / 100)
      when 'valor' then p_preco + p_valor
      when 'markup' then p_custo * (1 + p_valor / 100)
      when 'margem' then p_custo / (1 - p_valor / 100) end, 2);
begin
  if v <= 0 then
    return v;
  end if;
  return case p_arredondamento
    when '90' then ceil(v - 0.90) + 0.90
    when '99' then ceil(v - 0.99) + 0.99
    when 'inteiro' then ceil(v)
    else v end;
end $$;

-- The active products the filters match, each with selecionado (see 2. at the top), by name.
create function public._gestor_preco_produtos(p_selecao jsonb)
returns table (id bigint, nome text, codigo_barras text, categoria text, custo numeric, preco numeric, selecionado boolean)
language plpgsql stable set search_path = ''
as $$
declare
  v_selecao jsonb := case when jsonb_typeof(p_selecao) = 'object' then p_selecao else '{}'::jsonb end;
  v_palavras text[] := array_remove(regexp_split_to_array(public.f_unaccent(lower(btrim(coalesce(v_selecao ->> 'busca', '')))), '\s+'), '');
  v_categoria bigint := case when v_selecao ->> 'categoria_id' ~ '^[0-9]{1,18}$' then (v_selecao ->> 'categoria_id')::bigint end;
  v_fornecedor bigint := case when v_selecao ->> 'fornecedor_id' ~ '^[0-9]{1,18}$' then (v_selecao ->> 'fornecedor_id')::bigint end;
  -- produtos.cores / .tamanhos hold them as the product list filters them (migration 20261123000600).
  v_cor text := nullif(public.f_unaccent(lower(btrim(coalesce(v_selecao ->> 'cor', '')))), '');
  v_tamanho text := nullif(lower(btrim(coalesce(v_selecao ->> 'tamanho', ''))), '');
  v_todos boolean := coalesce(v_selecao -> 'todos' = 'true'::jsonb, false);
  v_ids bigint[] := coalesce((
    select array_agg(distinct x::bigint)
      from jsonb_array_elements_text(case when jsonb_typeof(v_selecao -> 'ids') = 'array' then v_selecao -> 'ids' else '[]'::jsonb end) x
     where x ~ '^[0-9]{1,18}$'), '{}');
begin
  return query
  select p.id, p.nome, p.codigo_barras, c.nome, p.preco_custo + p.preco_compra, p.preco_venda,
         -- todos: every match but the unticked; otherwise only the ticked.
         (m.id is null) = v_todos
    from public.produtos p
    left join public.categorias c on c.id = p.categoria_id
    left join unnest(v_ids) m(id) on m.id = p.id
   where p.ativo
     and (v_categoria is null or p.categoria_id = v_categoria)
     and (v_fornecedor is null or p.fornecedor_id = v_fornecedor)
     and (v_cor is null or p.cores @> array[v_cor])
     and (v_tamanho is null or p.tamanhos @> array[v_tamanho])
     and (cardinality(v_palavras) = 0 or not exists (select 1 from unnest(v_palavras) w where strpos(p.busca, w) = 0));
end $$;

-- The refusal "Aplicar" gives for this selection and rule (null: it may apply). p_calculo: the selected
-- products with their new price, as gestor_preco_previa and gestor_preco_aplicar compute them.
create function public._gestor_preco_erro(p_tipo text, p_calculo jsonb) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  v_erro text;
begin
  if jsonb_array_length(p_calculo) = 0 then
    return 'Selecione ao menos um produto.';
  end if;
  if p_tipo in ('markup', 'margem') then
    select format('O produto "%s" não tem custo cadastrado: a regra sobre o custo não se aplica a ele.', c ->> 'nome') into v_erro
      from jsonb_array_elements(p_calculo) c where (c ->> 'custo')::numeric <= 0 limit 1;
    if v_erro is not null then return v_erro; end if;
  end if;
  select format('O novo preço deve ser maior que zero: "%s" ficaria com %s.', c ->> 'nome',
                case when (c ->> 'novo')::numeric < 0 then '−' else '' end || public._reais(abs((c ->> 'novo')::numeric))) into v_erro
    from jsonb_array_elements(p_calculo) c where (c ->> 'novo')::numeric <= 0 limit 1;
  if v_erro is not null then return v_erro; end if;
  select format('O novo preço de "%s" passa do maior preço aceito (R$ 9.999.999.999,99).', c ->> 'nome') into v_erro
    from jsonb_array_elements(p_calculo) c where (c ->> 'novo')::numeric > 9999999999.99 limit 1;
  if v_erro is not null then return v_erro; end if;
  if not exists (select 1 from jsonb_array_elements(p_calculo) c where (c ->> 'novo')::numeric <> (c ->> 'preco')::numeric) then
    return 'Nenhum preço muda com esta regra.';
  end if;
  return null;
end $$;

-- 3. Preview ---------------------------------------------------------------------------------------------

-- One call for the Gestor's table: {total (matching), selecionados, alterados (selected whose price
-- changes), erro (what "Aplicar" would refuse, or null; null too while no rule is given), pagina,
-- por_pagina, linhas: [{id, nome, codigo_barras, categoria, custo, preco, selecionado, preco_novo
-- (null when not selected or no valid rule), margem (%, over the price), margem_nova}]} by name.
-- p_somente_selecionados: the page lists the selected products only.
create function public.gestor_preco_previa(
  p_selecao jsonb,
  p_regra jsonb default null,
  p_pagina integer default 1,
  p_por_pagina integer default 20,
  p_somente_selecionados boolean default false
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_regra_erro text := case when p_regra is null then null else public._gestor_preco_regra_erro(p_regra) end;
  v_com_regra boolean := p_regra is not null and v_regra_erro is null;
  v_tipo text := p_regra ->> 'tipo';
  v_valor numeric := public._gestor_preco_valor(p_regra);
  v_arredondamento text := coalesce(p_regra ->> 'arredondamento', 'nenhum');
  v_resultado jsonb;
begin
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  if p_pagina is null or p_pagina < 1 then
    raise exception 'Página inválida.' using errcode = '22023', hint = 'pagina';
  end if;
  if p_por_pagina is null or p_por_pagina not between 1 and 200 then
    raise exception 'O tamanho da página vai de 1 a 200.' using errcode = '22023', hint = 'por_pagina';
  end if;

  with calculo as materialized (
    select s.*,
           case when s.selecionado and v_com_regra then public._gestor_preco_novo(s.preco, s.custo, v_tipo, v_valor, v_arredondamento) end as novo
      from public._gestor_preco_produtos(p_selecao) s
  ), pagina as (
    select * from calculo c
     where not p_somente_selecionados or c.selecionado
     order by c.nome, c.id
     limit p_por_pagina offset (p_pagina - 1) * p_por_pagina
  )
  select jsonb_build_object(
    'total', (select count(*) from calculo),
    'selecionados', (select count(*) from calculo where selecionado),
    'alterados', (select count(*) from calculo where novo is not null and novo <> preco),
    'erro', case
      when p_regra is null then null
      when v_regra_erro is not null then v_regra_erro
      else public._gestor_preco_erro(v_tipo, (
        -- Only what the refusal needs: the first product with a problem of each kind, and one changing.
        select coalesce(jsonb_agg(jsonb_build_object('nome', e.nome, 'custo', e.custo, 'preco', e.preco, 'novo', e.novo)), '[]'::jsonb)
          from (
            (select * from calculo where selecionado and custo <= 0 and v_tipo in ('markup', 'margem') order by nome, id limit 1)
            union all (select * from calculo where selecionado and novo <= 0 order by nome, id limit 1)
            union all (select * from calculo where selecionado and novo > 9999999999.99 order by nome, id limit 1)
            union all (select * from calculo where selecionado and novo <> preco limit 1)
            -- A selection whose prices all stay: one of them, so the refusal is "nothing changes", not "select".
            union all (select * from calculo where selecionado limit 1)
          ) e))
      end,
    'pagina', p_pagina,
    'por_pagina', p_por_pagina,
    'linhas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', g.id, 'nome', g.nome, 'codigo_barras', g.codigo_barras, 'categoria', g.categoria,
               'custo', g.custo, 'preco', g.preco, 'selecionado', g.selecionado, 'preco_novo', g.novo,
               'margem', case when g.preco > 0 then round((g.preco - g.custo) / g.preco * 100, 2) end,
               'margem_nova', case when g.novo > 0 then round((g.novo - g.custo) / g.novo * 100, 2) end)
             order by g.nome, g.id)
        from pagina g), '[]'::jsonb))
    into v_resultado;
  return v_resultado;
end $$;
comment on function public.gestor_preco_previa(jsonb, jsonb, integer, integer, boolean) is
  'Gestor de Preço: a page of the matching products with old and new price and margins, the counts and the refusal Aplicar would give; writes nothing.';
revoke execute on function public.gestor_preco_previa(jsonb, jsonb, integer, integer, boolean) from public, anon;
grant execute on function public.gestor_preco_previa(jsonb, jsonb, integer, integer, boolean) to authenticated;

-- 4. Apply -----------------------------------------------------------------------------------------------

-- Reprices the selection by the rule in one transaction: a batch (lotes_preco) and, through the trigger
-- of precos_historico, one history row per product whose price changed, with the batch and the motivo.
-- Returns {lote_id, produtos}. Refusals (Portuguese, 22023 with a hint, or 42501) write nothing.
create function public.gestor_preco_aplicar(p_selecao jsonb, p_regra jsonb, p_motivo text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_motivo text := btrim(coalesce(p_motivo, ''));
  v_erro text;
  v_tipo text := p_regra ->> 'tipo';
  v_valor numeric := public._gestor_preco_valor(p_regra);
  v_arredondamento text := coalesce(p_regra ->> 'arredondamento', 'nenhum');
  v_calculo jsonb;
  v_ids bigint[];
  v_lote bigint;
  v_alterados integer;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar preços.' using errcode = '42501';
  end if;
  v_erro := public._gestor_preco_regra_erro(p_regra);
  if v_erro is not null then
    raise exception '%', v_erro using errcode = '22023', hint = 'regra';
  end if;
  if v_motivo = '' then
    raise exception 'Informe o motivo do reajuste.' using errcode = '22023', hint = 'motivo';
  end if;
  if char_length(v_motivo) > 300 then
    raise exception 'O motivo aceita no máximo 300 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'nome', c.nome, 'custo', c.custo, 'preco', c.preco, 'novo', c.novo) order by c.nome, c.id), '[]'::jsonb),
         coalesce(array_agg(c.id) filter (where c.novo <> c.preco), '{}')
    into v_calculo, v_ids
    from (select s.*, public._gestor_preco_novo(s.preco, s.custo, v_tipo, v_valor, v_arredondamento) as novo
            from public._gestor_preco_produtos(p_selecao) s where s.selecionado) c;
  v_erro := public._gestor_preco_erro(v_tipo, v_calculo);
  if v_erro is not null then
    raise exception '%', v_erro using errcode = '22023', hint = 'selecao';
  end if;

  insert into public.lotes_preco (criado_por, descricao, motivo, regra, produtos)
  values (public._usuario_atual(), public._gestor_preco_descricao(p_regra), v_motivo,
          jsonb_build_object('tipo', v_tipo, 'valor', v_valor, 'arredondamento', v_arredondamento), cardinality(v_ids))
  returning id into v_lote;
  perform set_config('loja.preco_motivo', v_motivo, true), set_config('loja.preco_lote', v_lote::text, true);

  -- The price is computed again on the locked row: a price another transaction changed meanwhile is
  -- repriced from what it is now (and the history records that one as preco_anterior).
  update public.produtos p
     set preco_venda = public._gestor_preco_novo(p.preco_venda, p.preco_custo + p.preco_compra, v_tipo, v_valor, v_arredondamento)
   where p.id = any(v_ids)
     and public._gestor_preco_novo(p.preco_venda, p.preco_custo + p.preco_compra, v_tipo, v_valor, v_arredondamento) <> p.preco_venda;
  get diagnostics v_alterados = row_count;
  perform set_config('loja.preco_motivo', '', true), set_config('loja.preco_lote', '', true);
  if v_alterados = 0 then
    raise exception 'Nenhum preço muda com esta regra.' using errcode = '22023', hint = 'selecao';
  end if;
  if v_alterados <> cardinality(v_ids) then
    update public.lotes_preco set produtos = v_alterados where id = v_lote;
  end if;
  return jsonb_build_object('lote_id', v_lote, 'produtos', v_alterados);
end $$;
revoke execute on function public.gestor_preco_aplicar(jsonb, jsonb, text) from public, anon;
grant execute on function public.gestor_preco_aplicar(jsonb, jsonb, text) to authenticated;

-- 5. Revert ----------------------------------------------------------------------------------------------

-- Puts every product of a batch back to the price it had before it, as a new batch (reverte_lote_id).
-- A product whose price changed after the batch (by hand, another batch) makes it refuse, naming it,
-- unless p_confirmar: then that product goes back to its price before the batch too. A batch is
-- reverted once; a reversion can itself be reverted (it is a batch). Returns {lote_id, produtos}.
create function public.gestor_preco_reverter(p_lote_id bigint, p_confirmar boolean default false) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_lote public.lotes_preco;
  v_conflitos integer;
  v_exemplo text;
  v_preco_exemplo numeric;
  v_a_mudar integer;
  v_novo bigint;
  v_motivo text;
  v_alterados integer;
begin
  if not public.can_write() then
    raise exception 'Sem permissão para alterar preços.' using errcode = '42501';
  end if;
  -- The batch's row lock makes two reversions of it wait for each other (the second sees the first).
  select * into v_lote from public.lotes_preco l where l.id = p_lote_id for update;
  if not found then
    raise exception 'Lote de preços não encontrado.' using errcode = '22023', hint = 'lote_id';
  end if;
  if exists (select 1 from public.lotes_preco l where l.reverte_lote_id = p_lote_id) then
    raise exception 'Este lote já foi revertido.' using errcode = '22023', hint = 'lote_id';
  end if;

  -- The batch's products, locked, with what the batch did to each.
  perform 1 from public.produtos p join public.precos_historico h on h.produto_id = p.id
   where h.lote_id = p_lote_id for update of p;
  select count(*) filter (where p.preco_venda <> h.preco_novo),
         count(*) filter (where p.preco_venda <> h.preco_anterior),
         (array_agg(p.nome order by p.nome, p.id) filter (where p.preco_venda <> h.preco_novo))[1],
         (array_agg(p.preco_venda order by p.nome, p.id) filter (where p.preco_venda <> h.preco_novo))[1]
    into v_conflitos, v_a_mudar, v_exemplo, v_preco_exemplo
    from public.precos_historico h join public.produtos p on p.id = h.produto_id
   where h.lote_id = p_lote_id;
  if v_conflitos > 0 and not coalesce(p_confirmar, false) then
    raise exception '%', case when v_conflitos = 1
        then format('O preço de "%s" mudou depois deste lote (agora %s). Confirme para reverter mesmo assim.', v_exemplo, public._reais(v_preco_exemplo))
        else format('O preço de %s produtos mudou depois deste lote (como "%s", agora %s). Confirme para reverter mesmo assim.', v_conflitos, v_exemplo, public._reais(v_preco_exemplo)) end
      using errcode = 'P0001', hint = 'confirmar';
  end if;
  if v_a_mudar = 0 then
    raise exception 'Nenhum preço muda ao reverter este lote.' using errcode = '22023', hint = 'lote_id';
  end if;

  v_motivo := left(format('Reversão do lote #%s (%s)', v_lote.id, v_lote.motivo), 300);
  insert into public.lotes_preco (criado_por, descricao, motivo, regra, produtos, reverte_lote_id)
  values (public._usuario_atual(), format('Reversão do lote #%s', v_lote.id), v_motivo,
          jsonb_build_object('tipo', 'reversao', 'lote_id', v_lote.id), v_a_mudar, v_lote.id)
  returning id into v_novo;
  perform set_config('loja.preco_motivo', v_motivo, true), set_config('loja.preco_lote', v_novo::text, true);
  update public.produtos p set preco_venda = h.preco_anterior
    from public.precos_historico h
   where h.lote_id = p_lote_id and p.id = h.produto_id and p.preco_venda <> h.preco_anterior;
  get diagnostics v_alterados = row_count;
  perform set_config('loja.preco_motivo', '', true), set_config('loja.preco_lote', '', true);
  return jsonb_build_object('lote_id', v_novo, 'produtos', v_alterados);
end $$;
revoke execute on function public.gestor_preco_reverter(bigint, boolean) from public, anon;
grant execute on function public.gestor_preco_reverter(bigint, boolean) to authenticated;

-- 6. Lists -----------------------------------------------------------------------------------------------

-- The batches, newest first: {total, linhas: [{id, criado_em, usuario, descricao, motivo, produtos,
-- reverte_lote_id, revertido_por (the batch that reverted it, or null)}]}.
create function public.gestor_preco_lotes(p_pagina integer default 1, p_por_pagina integer default 10) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023', hint = 'pagina';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.lotes_preco),
    'linhas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', l.id, 'criado_em', l.criado_em, 'usuario', u.nome, 'descricao', l.descricao, 'motivo', l.motivo,
               'produtos', l.produtos, 'reverte_lote_id', l.reverte_lote_id, 'revertido_por', r.id)
             order by l.criado_em desc, l.id desc)
        from (select * from public.lotes_preco order by criado_em desc, id desc
               limit p_por_pagina offset (p_pagina - 1) * p_por_pagina) l
        left join public.usuarios u on u.id = l.criado_por
        left join public.lotes_preco r on r.reverte_lote_id = l.id), '[]'::jsonb));
end $$;
revoke execute on function public.gestor_preco_lotes(integer, integer) from public, anon;
grant execute on function public.gestor_preco_lotes(integer, integer) to authenticated;

-- A product's price history, newest first (at most 100 rows): [{id, alterado_em, usuario, preco_anterior,
-- preco_novo, motivo, lote_id}].
create function public.gestor_preco_historico(p_produto_id bigint) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', h.id, 'alterado_em', h.alterado_em, 'usuario', u.nome, 'preco_anterior', h.preco_anterior,
             'preco_novo', h.preco_novo, 'motivo', h.motivo, 'lote_id', h.lote_id)
           order by h.alterado_em desc, h.id desc)
      from (select * from public.precos_historico where produto_id = p_produto_id
             order by alterado_em desc, id desc limit 100) h
      left join public.usuarios u on u.id = h.alterado_por), '[]'::jsonb);
end $$;
revoke execute on function public.gestor_preco_historico(bigint) from public, anon;
grant execute on function public.gestor_preco_historico(bigint) to authenticated;

-- The filters' options: {categorias: [{id, nome}], fornecedores: [{id, nome}], cores: [text], tamanhos: [text]}
-- (colours and sizes as the grades of active products spell them, one per accent- and case-free value).
create function public.gestor_preco_opcoes() returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'categorias', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'nome', c.nome) order by c.nome, c.id) from public.categorias c), '[]'::jsonb),
    'fornecedores', coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'nome', f.nome) order by f.nome, f.id)
                                from public.fornecedores f where f.ativo), '[]'::jsonb),
    'cores', coalesce((select jsonb_agg(x.cor order by x.cor) from (
                select distinct on (public.f_unaccent(lower(btrim(g.cor)))) btrim(g.cor) as cor
                  from public.grades_produto g join public.produtos p on p.id = g.produto_id and p.ativo
                 order by public.f_unaccent(lower(btrim(g.cor))), g.cor) x), '[]'::jsonb),
    'tamanhos', coalesce((select jsonb_agg(x.tamanho order by x.tamanho) from (
                select distinct on (lower(btrim(g.tamanho))) btrim(g.tamanho) as tamanho
                  from public.grades_produto g join public.produtos p on p.id = g.produto_id and p.ativo
                 order by lower(btrim(g.tamanho)), g.tamanho) x), '[]'::jsonb));
end $$;
revoke execute on function public.gestor_preco_opcoes() from public, anon;
grant execute on function public.gestor_preco_opcoes() to authenticated;
