-- Issue 28, sales reports: Vendas (by time, payment form, seller, origin, with the previous period), Mais
-- vendidos (by product, by colour × size inside one), Curva ABC and Margem. Every report follows the contract in
-- the README (Relatórios): jsonb {relatorio, periodo, filtros, linhas, totais, pagina}, money as text with two
-- decimals, the shop's days (São Paulo), confirmed sales by confirmada_em, exchanges netted as the DRE nets them,
-- cost from the cost copied on each sale line. Security invoker: they read what RLS lets the caller read, and
-- refuse anyone but staff in words first (RLS alone would answer zeros).

-- The period's sales, read by confirmation date with every figure a report needs, without the heap.
create index vendas_confirmadas_relatorio on public.vendas (confirmada_em)
  include (id, subtotal, desconto, total, vendedor_id, origem) where status = 'confirmada';
-- A sale's lines with what the product reports sum, read straight from the index.
create index itens_venda_relatorio on public.itens_venda (venda_id)
  include (produto_id, grade_id, quantidade, total, custo_unitario, desconto);
-- The few lines with their own discount: the Vendas report sums them per sale with one hash join (70 ms over
-- 100,000 sales) instead of one lookup per sale (230 ms).
create index itens_venda_com_desconto on public.itens_venda (venda_id) include (desconto) where desconto > 0;

-- Checks the arguments every report shares; raises the contract's Portuguese messages.
create function public._relatorio_conferir(p_de date, p_ate date, p_limite integer, p_pagina integer) returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;
  if p_de is null or p_ate is null then
    raise exception 'Escolha o período.' using errcode = '22023';
  end if;
  if p_de > p_ate then
    raise exception 'A data inicial passa da final.' using errcode = '22023';
  end if;
  if p_ate - p_de > 3 * 366 then
    raise exception 'Escolha um período de até 3 anos.' using errcode = '22023';
  end if;
  if p_limite is null or p_limite < 1 or p_limite > 50000 or p_pagina is null or p_pagina < 1 then
    raise exception 'Paginação inválida.' using errcode = '22023';
  end if;
end $$;

-- The shop's day p_dia starts at this instant (São Paulo).
create function public._inicio_dia_loja(p_dia date) returns timestamptz
language sql
immutable
set search_path = ''
as $$ select p_dia::timestamp at time zone 'America/Sao_Paulo' $$;

-- What each product and grade sold in the period, net of the period's exchanges (as dre_mensal nets them):
-- sale lines of confirmed sales with the sale's own discount spread over its lines in proportion (so a sale's
-- lines add up to vendas.total), plus the exchanges' new items, minus the returned items (whose cost comes back
-- unless they were defective, which stay a loss). Unrounded: callers round at the end. The division only where the
-- sale had its own discount (desconto > 0 implies subtotal > 0): numeric division per line is most of the cost.
create function public._relatorio_itens(p_de date, p_ate date)
returns table (produto_id bigint, grade_id bigint, unidades bigint, receita numeric, custo numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select x.produto_id, x.grade_id, sum(x.unidades)::bigint, sum(x.receita), sum(x.custo)
    from (
      select i.produto_id, i.grade_id, i.quantidade as unidades,
             case when v.desconto > 0 then i.total - i.total * v.desconto / v.subtotal else i.total end as receita,
             i.quantidade * i.custo_unitario as custo
        from public.vendas v
        join public.itens_venda i on i.venda_id = v.id
       where v.status = 'confirmada'
         and v.confirmada_em >= public._inicio_dia_loja(p_de) and v.confirmada_em < public._inicio_dia_loja(p_ate + 1)
      union all
      select n.produto_id, n.grade_id, n.quantidade, n.total, n.quantidade * n.custo_unitario
        from public.trocas t
        join public.trocas_itens_novos n on n.troca_id = t.id
       where t.criada_em >= public._inicio_dia_loja(p_de) and t.criada_em < public._inicio_dia_loja(p_ate + 1)
      union all
      select d.produto_id, d.grade_id, -d.quantidade, -d.valor,
             case when d.com_defeito then 0 else -(d.quantidade * d.custo_unitario) end
        from public.trocas t
        join public.trocas_itens_devolvidos d on d.troca_id = t.id
       where t.criada_em >= public._inicio_dia_loja(p_de) and t.criada_em < public._inicio_dia_loja(p_ate + 1)
    ) x
   group by x.produto_id, x.grade_id
$$;

-- Percent a/b as text with two decimals, null when b is zero.
create function public._relatorio_pct(p_a numeric, p_b numeric) returns text
language sql
immutable
set search_path = ''
as $$ select case when p_b is null or p_b = 0 then null else round(p_a * 100 / p_b, 2)::numeric(14, 2)::text end $$;

-- 1. Vendas ---------------------------------------------------------------------------------------------------
-- p_agrupar: dia | semana (ISO, from Monday) | mes — every bucket of the period, zeros included — or
-- forma_pagamento | vendedor | origem, each line with the previous period's figures for the same key. By payment
-- form a sale counts once in each form it used, and faturamento is what that form paid. One statement, so both
-- periods' sales are read once (a function that may run on a read-only request cannot use a temporary table).
create function public.relatorio_vendas(
  p_de date,
  p_ate date,
  p_agrupar text default 'dia',
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_ant_de date;
  v_tempo boolean;
  v_unidade text;
  v_resultado jsonb;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  if p_agrupar is null or p_agrupar not in ('dia', 'semana', 'mes', 'forma_pagamento', 'vendedor', 'origem') then
    raise exception 'Agrupamento inválido.' using errcode = '22023';
  end if;
  v_ant_de := p_de - (p_ate - p_de + 1);
  v_tempo := p_agrupar in ('dia', 'semana', 'mes');
  v_unidade := case p_agrupar when 'dia' then 'day' when 'semana' then 'week' when 'mes' then 'month' end;

  with base as materialized (
    -- Both periods' confirmed sales; the discount given is the sale's plus its lines'.
    select v.id, v.confirmada_em >= public._inicio_dia_loja(p_de) as atual,
           (v.confirmada_em at time zone 'America/Sao_Paulo')::date as dia, v.total,
           v.desconto + coalesce(d.desconto, 0) as desconto,
           v.vendedor_id, v.origem
      from public.vendas v
      left join (select i.venda_id, sum(i.desconto) as desconto
                   from public.itens_venda i
                  where i.desconto > 0
                  group by i.venda_id) d on d.venda_id = v.id
     where v.status = 'confirmada'
       and v.confirmada_em >= public._inicio_dia_loja(v_ant_de) and v.confirmada_em < public._inicio_dia_loja(p_ate + 1)
  ),
  totais as (
    select count(*) filter (where b.atual)::integer as vendas,
           coalesce(sum(b.total) filter (where b.atual), 0) as faturamento,
           coalesce(sum(b.desconto) filter (where b.atual), 0) as desconto,
           count(*) filter (where not b.atual)::integer as vendas_ant,
           coalesce(sum(b.total) filter (where not b.atual), 0) as faturamento_ant,
           coalesce(sum(b.desconto) filter (where not b.atual), 0) as desconto_ant
      from base b
  ),
  trocas as (
    select coalesce((select sum(d.valor) from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id
                      where t.criada_em >= public._inicio_dia_loja(p_de) and t.criada_em < public._inicio_dia_loja(p_ate + 1)), 0) as devolvido,
           coalesce((select sum(n.total) from public.trocas t join public.trocas_itens_novos n on n.troca_id = t.id
                      where t.criada_em >= public._inicio_dia_loja(p_de) and t.criada_em < public._inicio_dia_loja(p_ate + 1)), 0) as novos
  ),
  chaves as (
    -- One row per sale and key (per form used, for payment forms: what that form paid), set-based: names are
    -- looked up per group below, not per sale (usuarios under RLS per row cost a second on a year).
    select b.id, b.atual, date_trunc(v_unidade, b.dia::timestamp)::date::text as chave, b.total as valor, b.desconto
      from base b
     where v_tempo and b.atual
    union all
    select b.id, b.atual, p.forma_pagamento_id::text, sum(p.valor), b.desconto
      from base b
      join public.pagamentos_venda p on p.venda_id = b.id
     where p_agrupar = 'forma_pagamento'
     group by b.id, b.atual, p.forma_pagamento_id, b.desconto
    union all
    select b.id, b.atual, coalesce(b.vendedor_id::text, '0'), b.total, b.desconto
      from base b
     where p_agrupar = 'vendedor'
    union all
    select b.id, b.atual, b.origem, b.total, b.desconto
      from base b
     where p_agrupar = 'origem'
  ),
  somas as (
    select c.chave,
           count(*) filter (where c.atual)::integer as vendas,
           coalesce(sum(c.valor) filter (where c.atual), 0) as faturamento,
           coalesce(sum(c.desconto) filter (where c.atual), 0) as desconto,
           count(*) filter (where not c.atual)::integer as vendas_ant,
           coalesce(sum(c.valor) filter (where not c.atual), 0) as faturamento_ant,
           coalesce(sum(c.desconto) filter (where not c.atual), 0) as desconto_ant
      from chaves c
     group by c.chave
  ),
  baldes as (
    select s.inicio::date as dia
      from generate_series(date_trunc(coalesce(v_unidade, 'day'), p_de::timestamp), p_ate::timestamp,
                           ('1 ' || coalesce(v_unidade, 'day'))::interval) as s(inicio)
     where v_tempo
  ),
  linhas as (
    select k.dia::text as chave,
           case p_agrupar when 'mes' then to_char(k.dia, 'MM/YYYY')
                          when 'semana' then 'Semana de ' || to_char(k.dia, 'DD/MM/YYYY')
                          else to_char(k.dia, 'DD/MM/YYYY') end as rotulo,
           coalesce(s.vendas, 0) as vendas, coalesce(s.faturamento, 0) as faturamento, coalesce(s.desconto, 0) as desconto,
           null::integer as vendas_ant, null::numeric as faturamento_ant, null::numeric as desconto_ant,
           row_number() over (order by k.dia) as ordem
      from baldes k
      left join somas s on s.chave = k.dia::text
    union all
    select s.chave,
           case p_agrupar
             when 'forma_pagamento' then (select f.nome from public.formas_pagamento f where f.id = s.chave::bigint)
             when 'vendedor' then coalesce((select u.nome from public.usuarios u where u.id = s.chave::bigint), 'Sem vendedor')
             else case s.chave when 'catalogo' then 'Catálogo' else 'Balcão' end
           end,
           s.vendas, s.faturamento, s.desconto, s.vendas_ant, s.faturamento_ant, s.desconto_ant,
           row_number() over (order by s.faturamento desc, s.faturamento_ant desc, s.chave)
      from somas s
     where not v_tempo
  ),
  pagina as (
    select l.*
      from linhas l
     where l.ordem > (p_pagina - 1)::bigint * p_limite and l.ordem <= p_pagina::bigint * p_limite
  )
  select jsonb_build_object(
    'relatorio', 'vendas',
    'periodo', jsonb_build_object('de', p_de, 'ate', p_ate),
    'anterior', jsonb_build_object('de', v_ant_de, 'ate', p_de - 1),
    'filtros', jsonb_build_object('agrupar', p_agrupar),
    'linhas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'chave', p.chave,
               'rotulo', p.rotulo,
               'vendas', p.vendas,
               'faturamento', p.faturamento::numeric(14, 2)::text,
               'ticket_medio', (case when p.vendas = 0 then 0 else round(p.faturamento / p.vendas, 2) end)::numeric(14, 2)::text,
               'desconto', p.desconto::numeric(14, 2)::text)
             || case when v_tempo then '{}'::jsonb else jsonb_build_object('anterior', jsonb_build_object(
               'vendas', p.vendas_ant,
               'faturamento', p.faturamento_ant::numeric(14, 2)::text,
               'ticket_medio', (case when p.vendas_ant = 0 then 0 else round(p.faturamento_ant / p.vendas_ant, 2) end)::numeric(14, 2)::text,
               'desconto', p.desconto_ant::numeric(14, 2)::text)) end
             order by p.ordem)
        from pagina p), '[]'::jsonb),
    'totais', jsonb_build_object(
      'vendas', t.vendas,
      'faturamento', t.faturamento::numeric(14, 2)::text,
      'ticket_medio', (case when t.vendas = 0 then 0 else round(t.faturamento / t.vendas, 2) end)::numeric(14, 2)::text,
      'desconto', t.desconto::numeric(14, 2)::text,
      'trocas', jsonb_build_object('devolvido', x.devolvido::numeric(14, 2)::text, 'novos', x.novos::numeric(14, 2)::text,
                                   'liquido', (x.novos - x.devolvido)::numeric(14, 2)::text),
      'faturamento_liquido', (t.faturamento + x.novos - x.devolvido)::numeric(14, 2)::text),
    'totais_anterior', jsonb_build_object(
      'vendas', t.vendas_ant,
      'faturamento', t.faturamento_ant::numeric(14, 2)::text,
      'ticket_medio', (case when t.vendas_ant = 0 then 0 else round(t.faturamento_ant / t.vendas_ant, 2) end)::numeric(14, 2)::text,
      'desconto', t.desconto_ant::numeric(14, 2)::text),
    'variacao', jsonb_build_object(
      'vendas', public._relatorio_pct(t.vendas - t.vendas_ant, t.vendas_ant),
      'faturamento', public._relatorio_pct(t.faturamento - t.faturamento_ant, t.faturamento_ant)),
    'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from linhas)))
    into v_resultado
    from totais t cross join trocas x;
  return v_resultado;
end $$;

-- 2. Mais vendidos -------------------------------------------------------------------------------------------
-- Without p_produto_id: one line per product (optionally of one category); with it: one line per colour × size
-- of that product (which sizes sell out first). Net of the period's exchanges. p_ordem: unidades|receita|margem.
create function public.relatorio_mais_vendidos(
  p_de date,
  p_ate date,
  p_produto_id bigint default null,
  p_categoria_id bigint default null,
  p_ordem text default 'unidades',
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_resultado jsonb;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  if p_ordem is null or p_ordem not in ('unidades', 'receita', 'margem') then
    raise exception 'Critério inválido.' using errcode = '22023';
  end if;

  with itens as materialized (
    select r.produto_id, r.grade_id, r.unidades, r.receita, r.custo
      from public._relatorio_itens(p_de, p_ate) r
      join public.produtos pr on pr.id = r.produto_id
     where (p_produto_id is null or r.produto_id = p_produto_id)
       and (p_categoria_id is null or pr.categoria_id = p_categoria_id)
  ),
  grupos as (
    select case when p_produto_id is null then i.produto_id else i.grade_id end as chave,
           sum(i.unidades)::integer as unidades, round(sum(i.receita), 2) as receita, round(sum(i.custo), 2) as custo
      from itens i
     group by 1
  ),
  linhas as (
    select g.*, g.receita - g.custo as margem,
           case when p_produto_id is null then pr.nome
                when gr.id is null then 'Sem grade'
                else gr.cor || ' · ' || gr.tamanho end as rotulo,
           gr.cor, gr.tamanho,
           row_number() over (order by case p_ordem when 'unidades' then g.unidades::numeric
                                                    when 'receita' then g.receita
                                                    else g.receita - g.custo end desc nulls last,
                                       g.unidades desc, g.chave nulls last) as ordem
      from grupos g
      left join public.produtos pr on p_produto_id is null and pr.id = g.chave
      left join public.grades_produto gr on p_produto_id is not null and gr.id = g.chave
  )
  select jsonb_build_object(
    'relatorio', 'mais_vendidos',
    'periodo', jsonb_build_object('de', p_de, 'ate', p_ate),
    'filtros', jsonb_build_object('produto_id', p_produto_id, 'categoria_id', p_categoria_id, 'ordem', p_ordem,
                                  'agrupar', case when p_produto_id is null then 'produto' else 'grade' end),
    'linhas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'posicao', l.ordem,
               'chave', l.chave,
               'rotulo', l.rotulo,
               'unidades', l.unidades,
               'receita', l.receita::numeric(14, 2)::text,
               'custo', l.custo::numeric(14, 2)::text,
               'margem', l.margem::numeric(14, 2)::text,
               'margem_percentual', public._relatorio_pct(l.margem, l.receita))
             || case when p_produto_id is null then '{}'::jsonb
                     else jsonb_build_object('cor', l.cor, 'tamanho', l.tamanho) end
             order by l.ordem)
        from linhas l
       where l.ordem > (p_pagina - 1)::bigint * p_limite and l.ordem <= p_pagina::bigint * p_limite), '[]'::jsonb),
    'totais', (
      select jsonb_build_object(
               'unidades', coalesce(sum(i.unidades), 0)::integer,
               'receita', coalesce(sum(i.receita), 0)::numeric(14, 2)::text,
               'custo', coalesce(sum(i.custo), 0)::numeric(14, 2)::text,
               'margem', coalesce(sum(i.receita - i.custo), 0)::numeric(14, 2)::text,
               'margem_percentual', public._relatorio_pct(sum(i.receita - i.custo), sum(i.receita)))
        from itens i),
    'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from linhas)))
    into v_resultado;
  return v_resultado;
end $$;

-- 3. Curva ABC -----------------------------------------------------------------------------------------------
-- Products by receita, margem or unidades (each rounded to the cent first), largest first, with their share and
-- the cumulative share including themselves: A while the cumulative share is ≤ 80 %, B while ≤ 95 %, C the rest
-- (and every product whose value is zero or negative). The comparison is exact, on the rounded values.
create function public.relatorio_curva_abc(
  p_de date,
  p_ate date,
  p_criterio text default 'receita',
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_resultado jsonb;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  if p_criterio is null or p_criterio not in ('receita', 'margem', 'unidades') then
    raise exception 'Critério inválido.' using errcode = '22023';
  end if;

  with produtos as (
    select r.produto_id as chave, sum(r.unidades)::integer as unidades, round(sum(r.receita), 2) as receita,
           round(sum(r.receita), 2) - round(sum(r.custo), 2) as margem
      from public._relatorio_itens(p_de, p_ate) r
     group by r.produto_id
  ),
  valores as (
    select p.*, case p_criterio when 'receita' then p.receita when 'margem' then p.margem else p.unidades::numeric end as valor
      from produtos p
  ),
  curva as (
    select v.*,
           sum(greatest(v.valor, 0)) over () as total,
           sum(greatest(v.valor, 0)) over (order by v.valor desc, v.chave rows between unbounded preceding and current row) as acumulado,
           row_number() over (order by v.valor desc, v.chave) as ordem
      from valores v
  ),
  linhas as (
    select c.*,
           case when c.valor <= 0 then 'C'
                when c.acumulado * 100 <= c.total * 80 then 'A'
                when c.acumulado * 100 <= c.total * 95 then 'B'
                else 'C' end as classe
      from curva c
  )
  select jsonb_build_object(
    'relatorio', 'curva_abc',
    'periodo', jsonb_build_object('de', p_de, 'ate', p_ate),
    'filtros', jsonb_build_object('criterio', p_criterio),
    'linhas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'posicao', l.ordem,
               'chave', l.chave,
               'rotulo', pr.nome,
               'valor', case when p_criterio = 'unidades' then to_jsonb(l.unidades) else to_jsonb(l.valor::numeric(14, 2)::text) end,
               'percentual', coalesce(public._relatorio_pct(greatest(l.valor, 0), l.total), '0.00'),
               'percentual_acumulado', coalesce(public._relatorio_pct(l.acumulado, l.total), '0.00'),
               'classe', l.classe,
               'unidades', l.unidades,
               'receita', l.receita::numeric(14, 2)::text,
               'margem', l.margem::numeric(14, 2)::text)
             order by l.ordem)
        from linhas l
        join public.produtos pr on pr.id = l.chave
       where l.ordem > (p_pagina - 1)::bigint * p_limite and l.ordem <= p_pagina::bigint * p_limite), '[]'::jsonb),
    'totais', (
      select jsonb_build_object(
               'valor', case when p_criterio = 'unidades' then to_jsonb(coalesce(sum(greatest(l.valor, 0)), 0)::integer)
                             else to_jsonb(coalesce(sum(greatest(l.valor, 0)), 0)::numeric(14, 2)::text) end,
               'itens', count(*)::integer,
               'por_classe', jsonb_build_object(
                 'A', jsonb_build_object('itens', count(*) filter (where l.classe = 'A'),
                                         'valor', coalesce(sum(l.valor) filter (where l.classe = 'A'), 0)::numeric(14, 2)::text),
                 'B', jsonb_build_object('itens', count(*) filter (where l.classe = 'B'),
                                         'valor', coalesce(sum(l.valor) filter (where l.classe = 'B'), 0)::numeric(14, 2)::text),
                 'C', jsonb_build_object('itens', count(*) filter (where l.classe = 'C'),
                                         'valor', coalesce(sum(l.valor) filter (where l.classe = 'C'), 0)::numeric(14, 2)::text)))
        from linhas l),
    'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from linhas)))
    into v_resultado;
  return v_resultado;
end $$;

-- 4. Margem --------------------------------------------------------------------------------------------------
-- Per product (optionally of one category) or per category, from the cost copied on each sale line, net of the
-- period's exchanges; largest margin first.
create function public.relatorio_margem(
  p_de date,
  p_ate date,
  p_agrupar text default 'produto',
  p_categoria_id bigint default null,
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_resultado jsonb;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  if p_agrupar is null or p_agrupar not in ('produto', 'categoria') then
    raise exception 'Agrupamento inválido.' using errcode = '22023';
  end if;

  with itens as materialized (
    select r.produto_id, pr.nome, pr.categoria_id, r.unidades, r.receita, r.custo
      from public._relatorio_itens(p_de, p_ate) r
      join public.produtos pr on pr.id = r.produto_id
     where p_categoria_id is null or pr.categoria_id = p_categoria_id
  ),
  grupos as (
    select case when p_agrupar = 'produto' then i.produto_id else coalesce(i.categoria_id, 0) end as chave,
           case when p_agrupar = 'produto' then min(i.nome) end as nome,
           min(i.categoria_id) as categoria_id,
           sum(i.unidades)::integer as unidades, round(sum(i.receita), 2) as receita, round(sum(i.custo), 2) as custo
      from itens i
     group by 1
  ),
  linhas as (
    select g.*, g.receita - g.custo as margem, coalesce(c.nome, 'Sem categoria') as categoria,
           row_number() over (order by g.receita - g.custo desc, g.chave) as ordem
      from grupos g
      left join public.categorias c on c.id = g.categoria_id
  )
  select jsonb_build_object(
    'relatorio', 'margem',
    'periodo', jsonb_build_object('de', p_de, 'ate', p_ate),
    'filtros', jsonb_build_object('agrupar', p_agrupar, 'categoria_id', p_categoria_id),
    'linhas', coalesce((
      select jsonb_agg(jsonb_build_object(
               'chave', l.chave,
               'rotulo', coalesce(l.nome, l.categoria),
               'categoria', l.categoria,
               'unidades', l.unidades,
               'receita', l.receita::numeric(14, 2)::text,
               'custo', l.custo::numeric(14, 2)::text,
               'margem', l.margem::numeric(14, 2)::text,
               'margem_percentual', public._relatorio_pct(l.margem, l.receita))
             order by l.ordem)
        from linhas l
       where l.ordem > (p_pagina - 1)::bigint * p_limite and l.ordem <= p_pagina::bigint * p_limite), '[]'::jsonb),
    'totais', (
      select jsonb_build_object(
               'unidades', coalesce(sum(i.unidades), 0)::integer,
               'receita', coalesce(sum(i.receita), 0)::numeric(14, 2)::text,
               'custo', coalesce(sum(i.custo), 0)::numeric(14, 2)::text,
               'margem', coalesce(sum(i.receita - i.custo), 0)::numeric(14, 2)::text,
               'margem_percentual', public._relatorio_pct(sum(i.receita - i.custo), sum(i.receita)))
        from itens i),
    'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from linhas)))
    into v_resultado;
  return v_resultado;
end $$;

comment on function public.relatorio_vendas(date, date, text, integer, integer) is
  'Relatório de vendas for staff: count, faturamento, ticket médio and discount per day/week/month or by payment form, seller, origin, with the previous period (contract: README, Relatórios).';
comment on function public.relatorio_mais_vendidos(date, date, bigint, bigint, text, integer, integer) is
  'Mais vendidos for staff: units, revenue, cost and margin per product, or per colour × size inside one product, net of exchanges.';
comment on function public.relatorio_curva_abc(date, date, text, integer, integer) is
  'Curva ABC for staff: products by revenue, margin or units with share and cumulative share; A ≤ 80 %, B ≤ 95 %, C the rest.';
comment on function public.relatorio_margem(date, date, text, bigint, integer, integer) is
  'Margem for staff per product or category from the cost copied on each sale line, net of exchanges.';

revoke execute on function
  public._relatorio_conferir(date, date, integer, integer), public._relatorio_itens(date, date),
  public.relatorio_vendas(date, date, text, integer, integer),
  public.relatorio_mais_vendidos(date, date, bigint, bigint, text, integer, integer),
  public.relatorio_curva_abc(date, date, text, integer, integer),
  public.relatorio_margem(date, date, text, bigint, integer, integer)
  from public, anon;
grant execute on function
  public._relatorio_conferir(date, date, integer, integer), public._relatorio_itens(date, date),
  public.relatorio_vendas(date, date, text, integer, integer),
  public.relatorio_mais_vendidos(date, date, bigint, bigint, text, integer, integer),
  public.relatorio_curva_abc(date, date, text, integer, integer),
  public.relatorio_margem(date, date, text, bigint, integer, integer)
  to authenticated;
