-- Issue 23 §6: two rules the screens stated and the database did not hold.
--
-- 1. A product's sale price must be above zero (spec 001 §5: "Preço deve ser maior que zero"): the
--    old check let R$ 0,00 through, so the form's message and the saved row disagreed. NOT VALID: a
--    row saved at 0 before this migration (hosted data) does not stop the deploy; every insert and
--    every update from now on is checked, so such a row must get a price on its next save.
alter table public.produtos drop constraint if exists produtos_preco_venda_check;
alter table public.produtos
  add constraint produtos_preco_venda_positivo check (preco_venda > 0) not valid;

-- 2. "Estoque baixo" means at or below a minimum that was set: a minimum of 0 is "no minimum", so a
--    grade with 0 units and minimum 0 (the default of every new grade) no longer flags its product
--    (a product with 14 units got the badge). The view and the dashboard keep one definition.
create or replace view public.estoque_produtos as
  select p.id, p.nome, p.codigo_barras, p.preco_venda, p.estoque_atual, p.estoque_minimo, p.categoria_id,
         c.nome as categoria_nome,
         (select i.url_imagem from public.produto_imagens i where i.produto_id = p.id
           order by (i.tipo_imagem = 'principal') desc, i.created_at limit 1) as imagem_url,
         coalesce((select jsonb_agg(jsonb_build_object(
                     'id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb,
                     'estoque_atual', g.estoque_atual, 'estoque_minimo', g.estoque_minimo,
                     'baixo', g.estoque_minimo > 0 and g.estoque_atual <= g.estoque_minimo)
                     order by g.cor, g.tamanho, g.id)
                     from public.grades_produto g where g.produto_id = p.id), '[]'::jsonb) as grades,
         ((p.estoque_minimo > 0 and p.estoque_atual <= p.estoque_minimo) or exists (
            select 1 from public.grades_produto g
             where g.produto_id = p.id and g.estoque_minimo > 0 and g.estoque_atual <= g.estoque_minimo
          )) as baixo,
         p.busca
    from public.produtos p
    left join public.categorias c on c.id = p.categoria_id
   where p.ativo and (select public.is_staff());
comment on view public.estoque_produtos is 'Active products with their grades'' stock and a low-stock flag (stock at or below a minimum above 0, of the product or of a grade); staff only.';

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
             where g.produto_id = p.id and g.estoque_minimo > 0 and g.estoque_atual <= g.estoque_minimo) as grades_baixas
      from public.produtos p
     where p.ativo
  ),
  baixos as (
    select a.* from ativos a
     where (a.estoque_minimo > 0 and a.estoque_atual <= a.estoque_minimo) or a.grades_baixas > 0
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
