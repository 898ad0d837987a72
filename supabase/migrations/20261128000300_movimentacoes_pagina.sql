-- One page of the stock movement list (/estoque/movimentacao) in one call, for a ledger of 100,000
-- movements within the bench budgets (issue 23).
--
-- The list read `movimentacoes_lista` through PostgREST with an exact count. PostgREST counts over the
-- whole view, and the view's joins (product, grade, responsible) make every counted row be unpacked
-- down to its produto_id, grade_id and usuario_id, although the joins themselves are dropped: the
-- unfiltered count took 25 ms where counting the ledger takes 10. A late page (offset 90,000) joined
-- the 90,000 rows it skips before handing out 10.
-- This function counts the ledger itself (an index alone), picks the page's ids by a plain indexed
-- query (the (data_movimentacao, id) index alone, even for a late page), and joins the names of those
-- ids only; a search reads its matches once for both the total and the page.
-- The answer is the list's: the exact total and the page's rows, newest first (id breaks ties). A page
-- past the end has no rows and the total, as PostgREST answered, so the list can offer the last page.
--
-- Search: the same rule as every list (shared-ui's listQuery.ts, catalogo_pagina): each word of the
-- text must be in `busca` (lower case, accent-free, any order), each its own LIKE that the trigram
-- index serves. The statements are built with format(%L) from words that hold only letters and
-- digits and a tipo checked against its two values, and EXECUTE plans each for its own words.
--
-- Security definer, like the view it replaces for the list (owned by its creator, staff only): the
-- responsible's name comes from usuarios, which a `user` login cannot read row by row.
create function public.movimentacoes_pagina(
  p_busca text default '',
  p_tipo text default null,
  p_pagina integer default 1,
  p_por_pagina integer default 10
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_filtro text := 'true';
  v_palavra text;
  v_palavras integer := 0;
  v_offset bigint := (greatest(p_pagina, 1) - 1)::bigint * greatest(p_por_pagina, 1);
  v_total bigint;
  v_ids bigint[];
  v_linhas jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as movimentações de estoque' using errcode = '42501';
  end if;
  if p_tipo is not null and p_tipo not in ('entrada', 'saida') then
    raise exception 'Tipo de movimentação inválido.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  if p_tipo is not null then
    v_filtro := v_filtro || format(' and m.tipo = %L', p_tipo);
  end if;
  for v_palavra in
    select distinct w
      from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
     where w <> ''
  loop
    v_filtro := v_filtro || format(' and m.busca like %L', '%' || v_palavra || '%');
    v_palavras := v_palavras + 1;
  end loop;

  if v_palavras = 0 then
    -- The whole ledger or one type: counted from an index alone, and the page walks the date index.
    execute 'select count(*) from public.movimentacoes_estoque m where ' || v_filtro into v_total;
    if v_total > v_offset then
      -- ARRAY(subquery) keeps the subquery's order.
      execute format('select array(select m.id from public.movimentacoes_estoque m where %s
                                    order by m.data_movimentacao desc, m.id desc limit %s offset %s)',
                     v_filtro, p_por_pagina, v_offset)
         into v_ids;
    end if;
  else
    -- A search: the matches come from the trigram index, and one read of them gives both the total and
    -- the page (counting first and paging after read them twice, since the planner cannot tell how
    -- many rows several words match together).
    execute format('select max(t.total), array_agg(t.id order by t.data_movimentacao desc, t.id desc)
                      from (select m.id, m.data_movimentacao, count(*) over () as total
                              from public.movimentacoes_estoque m where %s
                             order by m.data_movimentacao desc, m.id desc limit %s offset %s) t',
                   v_filtro, p_por_pagina, v_offset)
       into v_total, v_ids;
    if v_total is null then
      -- No row on this page: nothing matches, or the page is past the end, whose total the list still needs.
      v_total := 0;
      if v_offset > 0 then
        execute 'select count(*) from public.movimentacoes_estoque m where ' || v_filtro into v_total;
      end if;
    end if;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', m.id,
           'tipo', m.tipo,
           'produto_id', m.produto_id,
           'produto_nome', p.nome,
           'grade_id', m.grade_id,
           'cor', g.cor,
           'tamanho', g.tamanho,
           'quantidade', m.quantidade,
           'preco_unitario', m.preco_unitario,
           'motivo', m.motivo,
           'observacoes', m.observacoes,
           'usuario_nome', u.nome,
           'data_movimentacao', m.data_movimentacao
         ) order by o.n), '[]'::jsonb)
    into v_linhas
    from unnest(v_ids) with ordinality as o(id, n)
    join public.movimentacoes_estoque m on m.id = o.id
    left join public.produtos p on p.id = m.produto_id
    left join public.grades_produto g on g.id = m.grade_id
    left join public.usuarios u on u.id = m.usuario_id;

  return jsonb_build_object('total', v_total, 'linhas', v_linhas);
end;
$$;

comment on function public.movimentacoes_pagina(text, text, integer, integer) is
  'One page of the stock movement list for staff: {total, linhas[]} newest first, every search word in busca, optional tipo.';

revoke execute on function public.movimentacoes_pagina(text, text, integer, integer) from public, anon;
grant execute on function public.movimentacoes_pagina(text, text, integer, integer) to authenticated;
