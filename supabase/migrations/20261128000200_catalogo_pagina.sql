-- One page of the storefront's catalogue in one call (issue 23 §3: searches of 1, 2 and 3 words within
-- the bench budgets).
--
-- The storefront used to read `catalogo_produtos` through PostgREST with the category, images and
-- grades embedded. PostgREST writes that as one statement whose embeds are joined before the ORDER BY
-- and OFFSET, so:
--   * page 20 of a category built the images and grades of the 240 products up to it (32 ms alone);
--   * a search whose words are common but match no active product together ("coral, cortininha
--     biquini") was estimated at 74 rows and walked the whole (nome, id) index (71 ms alone);
--   * every request was planned anew (custom plans, migration 20261128000100): 5 ms of planning for the
--     statement with its three lateral embeds, as much as running it;
--   * a page past the end needed a second request first (a HEAD with the count), since PostgREST
--     answers such an offset with 416.
-- This function counts, then picks the page's ids with a plain indexed query, clamps the page to the
-- last one, and builds the embeds of those ids only. The storefront's answer is the same: the total,
-- the page it holds, and each product with its public columns, its category, its images newest first
-- and its grades in creation order.
--
-- Search: every word of the text must be in `busca` (lower case, accent-free, any order; anything that
-- is not a letter or digit separates words), the same rule as the back-office lists (listQuery.ts). Each
-- word is its own LIKE in a statement planned for those words, which the trigram index of the active
-- products serves. The statement is built with format(%L) from words that hold only letters and digits.
create function public.catalogo_pagina(
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
security invoker
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
  v_produtos jsonb;
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

  if v_total > 0 then
    -- ARRAY(subquery) keeps the subquery's order.
    execute format('select array(select p.id from public.catalogo_produtos p where %s order by %s limit %s offset %s)',
                   v_filtro, v_ordem, p_por_pagina, (v_pagina - 1) * p_por_pagina)
       into v_ids
      using coalesce(p_preco_min, 0), p_preco_max, p_categoria;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id,
           'nome', p.nome,
           'descricao', p.descricao,
           'codigo_barras', p.codigo_barras,
           'preco_venda', p.preco_venda,
           'estoque_atual', p.estoque_atual,
           'categoria_id', p.categoria_id,
           'categoria', (select jsonb_build_object('id', c.id, 'nome', c.nome) from public.categorias c where c.id = p.categoria_id),
           'imagens', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'tipo_imagem', i.tipo_imagem, 'url_imagem', i.url_imagem, 'created_at', i.created_at)
                                                 order by i.created_at desc, i.id desc)
                                  from public.produto_imagens i
                                 where i.produto_id = p.id), '[]'::jsonb),
           'grades', coalesce((select jsonb_agg(jsonb_build_object('id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb, 'estoque_atual', g.estoque_atual)
                                                order by g.id)
                                 from public.grades_produto g
                                where g.produto_id = p.id), '[]'::jsonb)
         ) order by o.n), '[]'::jsonb)
    into v_produtos
    from unnest(v_ids) with ordinality as o(id, n)
    join public.catalogo_produtos p on p.id = o.id;

  return jsonb_build_object('total', v_total, 'pagina', v_pagina, 'produtos', v_produtos);
end;
$$;

comment on function public.catalogo_pagina(text, bigint, numeric, numeric, text, integer, integer) is
  'One page of the storefront catalogue: {total, pagina, produtos[]} with category, images (newest first) and grades; every search word must match busca.';

-- Run as the caller (security invoker): anon reads only what catalogo_produtos and the RLS of images
-- and grades already give it.
revoke execute on function public.catalogo_pagina(text, bigint, numeric, numeric, text, integer, integer) from public;
grant execute on function public.catalogo_pagina(text, bigint, numeric, numeric, text, integer, integer) to anon, authenticated;
