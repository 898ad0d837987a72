-- Less work per "Finalizar venda" (issue 24: p95 ≤ 150 ms at 16 concurrent sellers through the gateway).
--
-- Measured with pg_stat_statements (track = all, track_planning) and the postgres processes' CPU per sale,
-- one seller at a time (pgbench replaying the PostgREST transaction of a 3-line, 2-payment sale):
--
-- 1. _linhas_venda hashed whole tables. The planner takes jsonb_array_elements for 100 rows, so the
--    cached plan of its one query joined the lines to produtos and grades_produto with hash joins over a
--    sequential scan of each table, and "has grades" became a hashed subplan over all of grades_produto:
--    ~0.4 ms of a ~4.4 ms sale with the bench's 450 products, and growing with the catalogue. Each line's
--    product and grade are now read by key (lateral subqueries with limit 1, which the planner cannot turn
--    into a join) and "has grades" is a scalar subquery with limit 1 (never hashed): 0.52 -> 0.10 ms.
--    Same checks, same order, same words.
-- 2. Three statements were planned again on every sale. `authenticated` runs with plan_cache_mode =
--    force_custom_plan (migration 20261128000100); finalizar_venda sets auto, but a plan over
--    `id = any($1)` never wins the generic/custom comparison (the generic plan assumes a longer array),
--    and vendas_resumo_atualiza runs at commit, after finalizar_venda's setting is gone. _bloquear_produtos,
--    grades_atualizam_produtos and vendas_resumo_atualiza now keep one generic plan per connection (their
--    statements are lookups by key; the generic plans are the index scans the custom ones were): about
--    0.35 ms of planning per sale, opening produtos' 21 indexes each time.

create or replace function public._linhas_venda(p_itens jsonb, p_venda_ignorada bigint default null, p_orcamento boolean default false)
returns table (produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric, custo_unitario numeric,
               desconto numeric, descricao text)
language plpgsql security definer
set search_path = ''
as $$
declare
  linha record;
  v_disponivel integer;
begin
  if p_itens is null or jsonb_typeof(p_itens) <> 'array' or jsonb_array_length(p_itens) = 0 then
    raise exception 'Adicione pelo menos um produto %.', case when p_orcamento then 'ao orçamento' else 'à venda' end
      using errcode = '22023', hint = 'itens';
  end if;
  if jsonb_array_length(p_itens) > 200 then
    raise exception '% aceita no máximo 200 itens.', case when p_orcamento then 'Um orçamento' else 'Uma venda' end
      using errcode = '22023', hint = 'itens';
  end if;
  if exists (select 1 from jsonb_array_elements(p_itens) e
             where jsonb_typeof(e) <> 'object'
                or coalesce(e ->> 'produto_id', '') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'grade_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'quantidade', '') !~ '^[0-9]{1,4}$'
                or (e ->> 'quantidade')::integer not between 1 and 9999) then
    raise exception 'Informe produto e quantidade (de 1 a 9999) em cada item.' using errcode = '22023', hint = 'itens';
  end if;

  -- The same product and grade twice is one line (quantities and discounts added up), in the order first seen.
  -- Each line's product, grade, "has grades" and reservations are looked up by key (lateral ... limit 1 and
  -- scalar subqueries are evaluated per line, through the primary keys and the produto_id indexes): the
  -- planner takes jsonb_array_elements for 100 rows, and a join would hash whole produtos and grades_produto.
  for linha in
    with linhas as (
      select (x.valor ->> 'produto_id')::bigint as produto, nullif(x.valor ->> 'grade_id', '')::bigint as grade,
             sum((x.valor ->> 'quantidade')::integer)::integer as qtd,
             coalesce(sum(public._valor_em_reais(x.valor ->> 'desconto', 'desconto do item')), 0) as desconto_linha,
             min(x.ordem) as primeira
        from jsonb_array_elements(p_itens) with ordinality as x(valor, ordem)
       group by 1, 2)
    select l.*, p.id is not null as existe, coalesce(p.ativo, false) as ativo, p.nome, p.preco_venda,
           p.custo, p.estoque_atual as estoque_produto,
           g.id is not null as grade_existe, g.cor, g.tamanho, g.estoque_atual as estoque_grade,
           (select true from public.grades_produto o where o.produto_id = l.produto limit 1) is not null as tem_grades,
           case when p_orcamento then 0 else (
             select coalesce(sum(i.quantidade), 0)::integer
               from public.itens_venda i join public.vendas v on v.id = i.venda_id
              where v.status = 'pendente' and v.reserva_expira_em > now() and v.id is distinct from p_venda_ignorada
                and i.produto_id = l.produto and i.grade_id is not distinct from l.grade) end as reservado
      from linhas l
      left join lateral (select p.id, p.ativo, p.nome, p.preco_venda, p.preco_custo + p.preco_compra as custo, p.estoque_atual
                           from public.produtos p where p.id = l.produto limit 1) p on true
      left join lateral (select g.id, g.cor, g.tamanho, g.estoque_atual
                           from public.grades_produto g where g.id = l.grade and g.produto_id = l.produto limit 1) g on true
     order by l.primeira
  loop
    -- The same product and grade on several lines add up: the sum keeps the limit of one line.
    if linha.qtd > 9999 then
      raise exception 'Informe produto e quantidade (de 1 a 9999) em cada item.' using errcode = '22023', hint = 'itens';
    end if;
    if not linha.existe or not linha.ativo then
      raise exception 'Um produto % não está à venda.', case when p_orcamento then 'deste orçamento' else 'desta venda' end
        using errcode = 'P0001', hint = 'produto_indisponivel';
    end if;
    if linha.grade is not null then
      if not linha.grade_existe then
        raise exception '% não tem esta cor e tamanho.', linha.nome using errcode = 'P0001', hint = 'produto_indisponivel';
      end if;
      descricao := format('%s (%s/%s)', linha.nome, linha.cor, public.tamanho_rotulo(linha.tamanho));
      v_disponivel := linha.estoque_grade;
    else
      if linha.tem_grades then
        raise exception 'Escolha a cor e o tamanho de %.', linha.nome using errcode = 'P0001', hint = 'produto_indisponivel';
      end if;
      descricao := linha.nome;
      v_disponivel := linha.estoque_produto;
    end if;

    -- What other pending orders hold is not for sale (a quote holds and checks nothing).
    if not p_orcamento then
      v_disponivel := greatest(v_disponivel - linha.reservado, 0);
      if linha.qtd > v_disponivel then
        raise exception 'Estoque insuficiente para %: disponível %', descricao, v_disponivel
          using errcode = 'P0001', hint = 'estoque_insuficiente',
          detail = jsonb_build_object('produto_id', linha.produto, 'grade_id', linha.grade, 'disponivel', v_disponivel)::text;
      end if;
    end if;
    if linha.desconto_linha > linha.qtd * linha.preco_venda then
      raise exception 'O desconto de % passa do valor do item.', descricao using errcode = '22023', hint = 'desconto';
    end if;

    produto_id := linha.produto;
    grade_id := linha.grade;
    quantidade := linha.qtd;
    preco_unitario := linha.preco_venda;
    custo_unitario := linha.custo;
    desconto := linha.desconto_linha;
    return next;
  end loop;
end $$;

alter function public._bloquear_produtos(bigint[]) set plan_cache_mode = 'force_generic_plan';
alter function public.grades_atualizam_produtos() set plan_cache_mode = 'force_generic_plan';
alter function public.vendas_resumo_atualiza() set plan_cache_mode = 'force_generic_plan';
