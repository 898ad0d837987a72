-- The back-office dashboard's real figures (issue 13) in one staff-only function. Every figure is
-- counted in the database, so it stays exact at any size: reading products into the browser stopped
-- at PostgREST's 1000-row cap and the totals went wrong past it.
--
-- Low stock means what the stock overview (view estoque_produtos, column baixo) means: an active
-- product at or under its minimum, or with a grade at or under the grade's minimum.

create or replace function public.dashboard_resumo(p_limite_alertas integer default 8)
returns table (
  total_clientes integer,
  clientes_ativos integer,
  produtos_ativos integer,
  produtos_em_estoque integer,
  unidades_em_estoque bigint,
  alertas_total integer,
  -- [{ id, nome, estoque_atual, estoque_minimo, grades_baixas }], the most urgent first
  alertas jsonb,
  -- [{ categoria_id (null: sem categoria), categoria, produtos, unidades }], most units first
  estoque_por_categoria jsonb
)
language plpgsql stable
security invoker
set search_path = ''
as $$
begin
  -- Row-level security would answer zeros to anyone else; a clear refusal says why instead.
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  if p_limite_alertas is null or p_limite_alertas not between 1 and 50 then
    raise exception 'O limite de alertas deve estar entre 1 e 50' using errcode = '22023', hint = 'p_limite_alertas';
  end if;

  return query
  with ativos as (
    select p.id, p.nome, p.estoque_atual, p.estoque_minimo, p.categoria_id,
           (select count(*)::integer from public.grades_produto g
             where g.produto_id = p.id and g.estoque_atual <= g.estoque_minimo) as grades_baixas
      from public.produtos p
     where p.ativo
  ),
  baixos as (
    select a.* from ativos a where a.estoque_atual <= a.estoque_minimo or a.grades_baixas > 0
  ),
  categorias as (
    select a.categoria_id, coalesce(c.nome, 'Sem categoria') as categoria,
           count(*)::integer as produtos, coalesce(sum(a.estoque_atual), 0)::bigint as unidades
      from ativos a
      left join public.categorias c on c.id = a.categoria_id
     group by a.categoria_id, c.nome
  )
  select
    (select count(*)::integer from public.clientes),
    (select count(*)::integer from public.clientes c where c.ativo),
    (select count(*)::integer from ativos),
    (select count(*)::integer from ativos a where a.estoque_atual > 0),
    (select coalesce(sum(a.estoque_atual), 0)::bigint from ativos a),
    (select count(*)::integer from baixos),
    coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', b.id, 'nome', b.nome, 'estoque_atual', b.estoque_atual,
               'estoque_minimo', b.estoque_minimo, 'grades_baixas', b.grades_baixas)
             order by b.estoque_atual > 0, b.estoque_atual - b.estoque_minimo, b.nome, b.id)
        from (select * from baixos b
               order by b.estoque_atual > 0, b.estoque_atual - b.estoque_minimo, b.nome, b.id
               limit p_limite_alertas) b
    ), '[]'::jsonb),
    coalesce((
      select jsonb_agg(jsonb_build_object(
               'categoria_id', k.categoria_id, 'categoria', k.categoria,
               'produtos', k.produtos, 'unidades', k.unidades)
             order by k.unidades desc, k.categoria)
        from categorias k
    ), '[]'::jsonb);
end
$$;

comment on function public.dashboard_resumo(integer) is
  'Dashboard figures for staff: customers, active products, products and units in stock, low-stock alerts (most urgent first, up to p_limite_alertas) and stock by category.';
revoke all on function public.dashboard_resumo(integer) from public, anon;
grant execute on function public.dashboard_resumo(integer) to authenticated;
