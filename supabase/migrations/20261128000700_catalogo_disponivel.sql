-- The storefront sells what is disponível (issue 24): estoque atual − what pending, unexpired orders
-- reserve, per grade and per product, computed by the database.
--
-- 1. _catalogo_disponivel(ids): the disponível of some active products (a row per product, grade_id
--    null, and a row per grade). The reservations are summed once, from the pending orders only
--    (index vendas_pendentes: status pendente, deadline still ahead), never per product over every
--    sale ever made. A grade never counts below 0; a product with grades has the sum of its grades.
-- 2. catalogo_pagina: each product and grade carries `disponivel` instead of `estoque_atual`, and the
--    "estoque desc" order sorts by it (still index-backed, see the function).
-- 3. catalogo_produto(id): one product in the same shape (a shared link ?produto={id}).
-- 4. catalogo_capas(categorias): each category's cover on /links, the first product with disponível
--    and a principal image.
--
-- What pending orders hold is read here as the functions' owner (security definer): anon and a cliente
-- see only the disponível of each product and grade of the public catalogue, never an order.

-- 1 ------------------------------------------------------------------------------------------------
create function public._catalogo_disponivel(p_produtos bigint[])
returns table (produto_id bigint, grade_id bigint, disponivel integer)
language sql stable security definer
set search_path = ''
as $$
  with reservas as materialized (
    select i.produto_id, i.grade_id, sum(i.quantidade)::integer as reservado
      from public.vendas v
      join public.itens_venda i on i.venda_id = v.id
     where v.status = 'pendente' and v.reserva_expira_em > now()
       and i.produto_id = any (p_produtos)
     group by i.produto_id, i.grade_id
  ),
  grades as materialized (
    select g.produto_id, g.id as grade_id, greatest(g.estoque_atual - coalesce(r.reservado, 0), 0) as disponivel
      from public.grades_produto g
      left join reservas r on r.grade_id = g.id
     where g.produto_id = any (p_produtos)
  )
  select p.id, null::bigint,
         coalesce((select sum(g.disponivel) from grades g where g.produto_id = p.id)::integer,
                  greatest(p.estoque_atual - coalesce((select r.reservado from reservas r where r.produto_id = p.id and r.grade_id is null), 0), 0))
    from public.produtos p
   where p.id = any (p_produtos) and p.ativo
  union all
  select g.produto_id, g.grade_id, g.disponivel
    from grades g
    join public.produtos p on p.id = g.produto_id and p.ativo
$$;
revoke execute on function public._catalogo_disponivel(bigint[]) from public, anon, authenticated;

-- Some active products as the storefront shows them, in the order of p_ids: public columns, category,
-- images newest first, grades in creation order, and the disponível of the product and of each grade.
-- (The shape catalogo_pagina already answered, with disponivel where estoque_atual was.)
create function public._catalogo_json(p_ids bigint[])
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with d as materialized (select * from public._catalogo_disponivel(p_ids))
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id,
           'nome', p.nome,
           'descricao', p.descricao,
           'codigo_barras', p.codigo_barras,
           'preco_venda', p.preco_venda,
           'disponivel', coalesce((select d.disponivel from d where d.produto_id = p.id and d.grade_id is null), 0),
           'categoria_id', p.categoria_id,
           'categoria', (select jsonb_build_object('id', c.id, 'nome', c.nome) from public.categorias c where c.id = p.categoria_id),
           'imagens', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'tipo_imagem', i.tipo_imagem, 'url_imagem', i.url_imagem, 'created_at', i.created_at)
                                                 order by i.created_at desc, i.id desc)
                                  from public.produto_imagens i
                                 where i.produto_id = p.id), '[]'::jsonb),
           'grades', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb,
                                                                   'disponivel', coalesce((select d.disponivel from d where d.grade_id = g.id), 0))
                                                order by g.id)
                                 from public.grades_produto g
                                where g.produto_id = p.id), '[]'::jsonb)
         ) order by o.n), '[]'::jsonb)
    from unnest(p_ids) with ordinality as o(id, n)
    join public.catalogo_produtos p on p.id = o.id
$$;
revoke execute on function public._catalogo_json(bigint[]) from public, anon, authenticated;

-- 2 ------------------------------------------------------------------------------------------------
-- As in migration 20261128000200 (count, the page's ids by a plain indexed query, the embeds of those
-- ids only), now security definer: it reads what pending orders hold, and answers only the public
-- catalogue (active products through catalogo_produtos, their category, images and grades, which anon
-- reads too) plus each disponível.
--
-- "estoque desc" sorts by disponível. A product that no pending order holds has disponível = estoque,
-- so the first N of the page's order are among: the first N by estoque of the products without a
-- reservation (the (estoque_atual desc) index, as before) and every product with one (a few: what
-- pending orders hold). The page is picked from those, sorted by disponível; with no pending order
-- the statement is the one before.
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
  -- The storefront's orders, each with the id tie-break in the same direction, so pages never repeat or skip.
  v_ordem text := case p_ordem
    when 'nome_asc' then 'p.nome asc, p.id asc'
    when 'nome_desc' then 'p.nome desc, p.id desc'
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

-- 3 ------------------------------------------------------------------------------------------------
create function public.catalogo_produto(p_id bigint)
returns jsonb
language sql stable security definer
set search_path = ''
as $$ select public._catalogo_json(array[p_id]) -> 0 $$;

comment on function public.catalogo_produto(bigint) is
  'One active product as catalogo_pagina shows it (with its disponível), or null.';
revoke execute on function public.catalogo_produto(bigint) from public;
grant execute on function public.catalogo_produto(bigint) to anon, authenticated;

-- 4 ------------------------------------------------------------------------------------------------
-- Per category, the principal image of its first active product (by id) that has one and something
-- disponível. One call for the landing page's cards (it made one request per category).
create function public.catalogo_capas(p_categorias bigint[])
returns table (categoria_id bigint, url_imagem text)
language sql stable security definer
set search_path = ''
as $$
  select c.id, capa.url_imagem
    from unnest(p_categorias[1:20]) as c(id)
    cross join lateral (
      select i.url_imagem
        from public.catalogo_produtos p
        join lateral (select i.url_imagem from public.produto_imagens i
                       where i.produto_id = p.id and i.tipo_imagem = 'principal'
                       order by i.created_at desc, i.id desc limit 1) i on true
       where p.categoria_id = c.id and p.estoque_atual > 0
         and (select d.disponivel from public._catalogo_disponivel(array[p.id]) d where d.grade_id is null) > 0
       order by p.id
       limit 1
    ) capa
$$;

comment on function public.catalogo_capas(bigint[]) is
  'The /links cards'' covers: per category, the principal image of its first active product with something disponível.';
revoke execute on function public.catalogo_capas(bigint[]) from public;
grant execute on function public.catalogo_capas(bigint[]) to anon, authenticated;
