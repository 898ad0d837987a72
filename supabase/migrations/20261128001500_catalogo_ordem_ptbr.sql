-- "Nome (A-Z)" in Portuguese order (issue 25 §4): the storefront listed "Bolsa Térmica" before "Bolsa de
-- Ombro", since the database's default collation compares bytes (C) or follows another language.
--
-- 1. public.pt_br: an ICU collation for Brazilian Portuguese (hosted Supabase and the embedded PostgreSQL
--    both carry ICU). Letters first, then accents, then case: "Bolsa de Ombro" < "Bolsa Térmica" (in byte
--    order "T" came before "d"), "Biquíni" next to "biquini". Deterministic, so (nome, id) stays a total
--    order and pages never repeat or skip.
-- 2. The catalogue's two name indexes in that collation, so "Nome (A-Z)" and "Nome (Z-A)" (a backward
--    scan) still hand out a page by walking an index, with or without a category: the active products'
--    (nome, id) and (categoria_id, nome, id). They replace produtos_ativos_nome and
--    produtos_ativos_categoria_nome (same columns in the byte order, made for the storefront): with
--    them kept, a category's page sorted its 4,000 products by pt_br instead (17-22 ms alone in the
--    bench, not 1), and every stock write would update two indexes nobody reads. The back-office lists
--    keep their own (produtos_nome_id, produtos_categoria_nome_id).
-- 3. catalogo_pagina: as in migration 20261128000700, with the two name orders in public.pt_br.
--    Its signature and answer are unchanged.

-- 1 ------------------------------------------------------------------------------------------------
create collation if not exists public.pt_br (provider = icu, locale = 'pt-BR');
comment on collation public.pt_br is 'Brazilian Portuguese (ICU): the storefront''s name order.';

-- 2 ------------------------------------------------------------------------------------------------
create index if not exists produtos_ativos_nome_ptbr on public.produtos (nome collate public.pt_br, id) where ativo;
create index if not exists produtos_ativos_categoria_nome_ptbr on public.produtos (categoria_id, nome collate public.pt_br, id) where ativo;
drop index if exists public.produtos_ativos_nome;
drop index if exists public.produtos_ativos_categoria_nome;

-- 3 ------------------------------------------------------------------------------------------------
create or replace function public.catalogo_pagina(
  p_busca text default '',
  p_categoria bigint default null,
  p_preco_min numeric default 0,
  p_preco_max numeric default null,
  p_ordem text default 'nome_asc',
  p_pagina integer default 1,
  p_por_pagina integer default 12
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The storefront's orders, each with the id tie-break in the same direction, so pages never repeat or skip;
  -- names in Portuguese order (collation public.pt_br, served by produtos_ativos_nome_ptbr and
  -- produtos_ativos_categoria_nome_ptbr).
  v_ordem text := case p_ordem
    when 'nome_asc' then 'p.nome collate public.pt_br asc, p.id asc'
    when 'nome_desc' then 'p.nome collate public.pt_br desc, p.id desc'
    when 'preco_asc' then 'p.preco_venda asc, p.id asc'
    when 'preco_desc' then 'p.preco_venda desc, p.id desc'
    when 'estoque_desc' then 'p.estoque_atual desc, p.id desc'
  end;
  v_filtro text := 'p.preco_venda >= $1 and ($2::numeric is null or p.preco_venda <= $2) and ($3::bigint is null or p.categoria_id = $3)';
  v_palavra text;
  v_total bigint;
  v_pagina integer;
  v_ids bigint[];
  v_reservados bigint[] := '{}';
begin
  if v_ordem is null then
    raise exception 'Ordenação inválida.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 48 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  if btrim(coalesce(p_busca, '')) <> '' then
    for v_palavra in
      select distinct w
        from regexp_split_to_table(public.f_unaccent(lower(left(p_busca, 200))), '[^[:alnum:]]+') as w
       where w <> ''
    loop
      v_filtro := v_filtro || format(' and p.busca like %L', '%' || v_palavra || '%');
    end loop;
  end if;

  -- EXECUTE plans each statement for its own values: a plan made without the words would not know
  -- whether they are rare (walk the matches) or common (walk the order's index).
  execute 'select count(*) from public.catalogo_produtos p where ' || v_filtro
     into v_total
    using coalesce(p_preco_min, 0), p_preco_max, p_categoria;
  v_pagina := least(p_pagina, greatest(1, ceil(v_total / p_por_pagina::numeric)::integer));

  if v_total > 0 and p_ordem = 'estoque_desc' then
    v_reservados := array(
      select distinct i.produto_id
        from public.vendas v
        join public.itens_venda i on i.venda_id = v.id
       where v.status = 'pendente' and v.reserva_expira_em > now());
  end if;

  if v_total > 0 and cardinality(v_reservados) > 0 then
    execute format(
      'select array(select c.id from ('
      || '(select p.id, p.estoque_atual as disponivel from public.catalogo_produtos p where %1$s and p.id <> all ($4)'
      || '  order by p.estoque_atual desc, p.id desc limit %2$s)'
      || ' union all '
      || '(select p.id, d.disponivel from public._catalogo_disponivel($4) d join public.catalogo_produtos p on p.id = d.produto_id'
      || '  where d.grade_id is null and %1$s)'
      || ') c order by c.disponivel desc, c.id desc limit %3$s offset %4$s)',
      v_filtro, v_pagina * p_por_pagina, p_por_pagina, (v_pagina - 1) * p_por_pagina)
       into v_ids
      using coalesce(p_preco_min, 0), p_preco_max, p_categoria, v_reservados;
  elsif v_total > 0 then
    -- ARRAY(subquery) keeps the subquery's order.
    execute format('select array(select p.id from public.catalogo_produtos p where %s order by %s limit %s offset %s)',
                   v_filtro, v_ordem, p_por_pagina, (v_pagina - 1) * p_por_pagina)
       into v_ids
      using coalesce(p_preco_min, 0), p_preco_max, p_categoria;
  end if;

  return jsonb_build_object('total', v_total, 'pagina', v_pagina,
                            'produtos', case when v_total > 0 then public._catalogo_json(v_ids) else '[]'::jsonb end);
end;
$$;

comment on function public.catalogo_pagina(text, bigint, numeric, numeric, text, integer, integer) is
  'One page of the storefront catalogue: {total, pagina, produtos[]} with category, images (newest first), grades and the disponível of each; every search word must match busca.';
revoke execute on function public.catalogo_pagina(text, bigint, numeric, numeric, text, integer, integer) from public;
grant execute on function public.catalogo_pagina(text, bigint, numeric, numeric, text, integer, integer) to anon, authenticated;
