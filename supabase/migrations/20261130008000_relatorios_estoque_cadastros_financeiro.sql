-- Issue 28, the stock, exchange, register, purchase and finance reports: Estoque valorizado, Trocas, Clientes,
-- Aniversariantes, Fornecedores and Títulos. Same contract as the sales reports (migration 20261130007000 and
-- the README, Relatórios): jsonb {relatorio, periodo, filtros, linhas, totais, pagina}, money as text with two
-- decimals, the shop's days (São Paulo), confirmed sales by confirmada_em; staff only (refused in words first,
-- RLS would only answer zeros), security invoker. Fluxo de caixa and DRE already exist (fluxo_caixa, dre_mensal).

-- The indexes the reports' first screens read by date.
-- Purchases approved in a period and receipts in a period (Fornecedores).
create index compras_aprovado_relatorio on public.compras (aprovado_em) include (fornecedor_id, total, situacao)
  where aprovado_em is not null;
create index recebimentos_compra_recebido on public.recebimentos_compra (recebido_em) include (compra_id, total);
-- A customer's last confirmed purchase (Clientes, Aniversariantes): the newest of their sales, one index probe.
create index vendas_cliente_confirmada on public.vendas (cliente_id, confirmada_em desc)
  where status = 'confirmada' and cliente_id is not null;
-- A product's last confirmed sale (stuck stock): its lines, then each line's sale by key.
create index itens_venda_produto_venda on public.itens_venda (produto_id, venda_id);
-- The month's birthdays, by day.
create index clientes_aniversario on public.clientes
  ((extract(month from data_nascimento)::integer), (extract(day from data_nascimento)::integer), nome, id)
  where ativo and data_nascimento is not null;
-- Títulos by due date of both sides (the existing ones start with lado).
create index titulos_vencimento_relatorio on public.titulos (vencimento, id) include (lado, status, valor, saldo);

-- Money as the contract writes it: two decimals, text.
create function public._relatorio_dinheiro(p_valor numeric) returns text
language sql
immutable
set search_path = ''
as $$ select round(coalesce(p_valor, 0), 2)::numeric(14, 2)::text $$;

-- 1. Estoque valorizado ------------------------------------------------------------------------------------------
-- A snapshot of now: units on hand (produtos.estoque_atual, the sum of the grades), value at cost
-- (preco_custo + preco_compra, the cost a sale copies) and at the sale price, per product or category. Giro and
-- days of cover from the units sold in confirmed sales of the last 90 days (today included):
-- giro = vendidas_90d / unidades (times the stock turned in 90 days), dias_cobertura = unidades × 90 / vendidas_90d
-- (null when nothing sold). p_sem_venda_dias: only products with stock and no confirmed sale in that many days
-- (stuck on the shelf), each with its last sale's day. Products listed: active ones, and inactive ones still in stock.
create function public.relatorio_estoque_valorizado(
  p_agrupar text default 'produto',
  p_categoria_id bigint default null,
  p_sem_venda_dias integer default null,
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoje date := public._hoje_loja();
  v_desde timestamptz;
  v_corte timestamptz;
begin
  perform public._relatorio_conferir(v_hoje, v_hoje, p_limite, p_pagina);
  if p_agrupar is null or p_agrupar not in ('produto', 'categoria') then
    raise exception 'Agrupamento inválido.' using errcode = '22023';
  end if;
  if p_sem_venda_dias is not null and (p_sem_venda_dias < 1 or p_sem_venda_dias > 3650) then
    raise exception 'Informe de 1 a 3650 dias sem venda.' using errcode = '22023';
  end if;
  v_desde := public._inicio_dia_loja(v_hoje - 89);
  v_corte := public._inicio_dia_loja(v_hoje - coalesce(p_sem_venda_dias, 0) + 1);

  return (
    with vendidos as (
      select i.produto_id, sum(i.quantidade)::bigint as unidades
        from public.vendas v
        join public.itens_venda i on i.venda_id = v.id
       where v.status = 'confirmada' and v.confirmada_em >= v_desde
       group by i.produto_id
    ), recentes as (
      select distinct i.produto_id
        from public.vendas v
        join public.itens_venda i on i.venda_id = v.id
       where p_sem_venda_dias is not null and v.status = 'confirmada' and v.confirmada_em >= v_corte
    ), base as (
      select p.id, p.nome, p.categoria_id, coalesce(c.nome, 'Sem categoria') as categoria,
             p.estoque_atual::bigint as unidades,
             p.estoque_atual * (p.preco_custo + p.preco_compra) as valor_custo,
             p.estoque_atual * p.preco_venda as valor_venda,
             coalesce(vd.unidades, 0)::bigint as vendidas
        from public.produtos p
        left join public.categorias c on c.id = p.categoria_id
        left join vendidos vd on vd.produto_id = p.id
       where (p.ativo or p.estoque_atual > 0)
         and (p_categoria_id is null or p.categoria_id = p_categoria_id)
         and (p_sem_venda_dias is null
              or (p.estoque_atual > 0 and not exists (select 1 from recentes r where r.produto_id = p.id)))
    ), agrupado as (
      select case when p_agrupar = 'produto' then b.id else coalesce(b.categoria_id, 0) end as chave,
             case when p_agrupar = 'produto' then b.nome else b.categoria end as rotulo,
             min(b.categoria) as categoria, count(*)::bigint as produtos, sum(b.unidades)::bigint as unidades,
             sum(b.valor_custo) as valor_custo, sum(b.valor_venda) as valor_venda, sum(b.vendidas)::bigint as vendidas
        from base b
       group by 1, 2
    ), pagina as (
      select a.*
        from agrupado a
       order by a.valor_custo desc, a.chave
       limit p_limite offset (p_pagina - 1) * p_limite
    )
    select jsonb_build_object(
      'relatorio', 'estoque_valorizado',
      'periodo', jsonb_build_object('de', (v_hoje - 89)::text, 'ate', v_hoje::text),
      'filtros', jsonb_build_object('agrupar', p_agrupar, 'categoria_id', p_categoria_id, 'sem_venda_dias', p_sem_venda_dias),
      'linhas', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'chave', pg.chave::text, 'rotulo', pg.rotulo, 'categoria', pg.categoria, 'produtos', pg.produtos,
                 'unidades', pg.unidades,
                 'valor_custo', public._relatorio_dinheiro(pg.valor_custo),
                 'valor_venda', public._relatorio_dinheiro(pg.valor_venda),
                 'vendidas_90d', pg.vendidas,
                 'giro', case when pg.unidades > 0 then round(pg.vendidas::numeric / pg.unidades, 2)::numeric(14, 2)::text end,
                 'dias_cobertura', case when pg.vendidas > 0 then round(pg.unidades * 90.0 / pg.vendidas)::integer end,
                 'ultima_venda', case when p_agrupar = 'produto' then (
                   select (max(v.confirmada_em) at time zone 'America/Sao_Paulo')::date::text
                     from public.itens_venda i
                     join public.vendas v on v.id = i.venda_id and v.status = 'confirmada'
                    where i.produto_id = pg.chave) end
               ) order by pg.valor_custo desc, pg.chave)
          from pagina pg), '[]'::jsonb),
      'totais', (
        select jsonb_build_object(
                 'produtos', count(*), 'unidades', coalesce(sum(b.unidades), 0)::bigint,
                 'valor_custo', public._relatorio_dinheiro(sum(b.valor_custo)),
                 'valor_venda', public._relatorio_dinheiro(sum(b.valor_venda)),
                 'vendidas_90d', coalesce(sum(b.vendidas), 0)::bigint,
                 'giro', case when sum(b.unidades) > 0 then round(sum(b.vendidas)::numeric / sum(b.unidades), 2)::numeric(14, 2)::text end,
                 'dias_cobertura', case when sum(b.vendidas) > 0 then round(sum(b.unidades) * 90.0 / sum(b.vendidas))::integer end)
          from base b),
      'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from agrupado))));
end $$;

-- 2. Trocas ------------------------------------------------------------------------------------------------------
-- The returned items of the period's exchanges (trocas.criada_em), p_agrupar: motivo_tamanho (default) | motivo |
-- tamanho | produto. Size from the item's grade ('Sem grade' without one). By product, each line also carries the
-- units the product sold in the period's confirmed sales and the share returned, and the units per motivo
-- (where the sizing is wrong: motivo 'Tamanho'). totais: trocas of the period, units and value returned, value of
-- the new items taken (trocas.valor_novo), units per motivo.
create function public.relatorio_trocas(
  p_de date,
  p_ate date,
  p_agrupar text default 'motivo_tamanho',
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_ini timestamptz;
  v_fim timestamptz;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  if p_agrupar is null or p_agrupar not in ('motivo_tamanho', 'motivo', 'tamanho', 'produto') then
    raise exception 'Agrupamento inválido.' using errcode = '22023';
  end if;
  v_ini := public._inicio_dia_loja(p_de);
  v_fim := public._inicio_dia_loja(p_ate + 1);

  return (
    with periodo as (
      select t.id, t.valor_novo from public.trocas t where t.criada_em >= v_ini and t.criada_em < v_fim
    ), itens as (
      select d.troca_id, d.produto_id, p.nome, d.motivo, coalesce(g.tamanho, 'Sem grade') as tamanho, d.quantidade, d.valor
        from periodo t
        join public.trocas_itens_devolvidos d on d.troca_id = t.id
        join public.produtos p on p.id = d.produto_id
        left join public.grades_produto g on g.id = d.grade_id
    ), chaves as (
      select i.*,
             case p_agrupar when 'produto' then i.produto_id::text when 'motivo' then i.motivo
                            when 'tamanho' then i.tamanho else i.motivo || '|' || i.tamanho end as chave,
             case when p_agrupar in ('motivo', 'motivo_tamanho') then i.motivo end as g_motivo,
             case when p_agrupar in ('tamanho', 'motivo_tamanho') then i.tamanho end as g_tamanho
        from itens i
    ), agrupado as (
      select k.chave, k.g_motivo as motivo, k.g_tamanho as tamanho,
             case p_agrupar when 'produto' then min(k.nome) when 'motivo' then k.g_motivo when 'tamanho' then k.g_tamanho
                            else k.g_motivo || ' · ' || k.g_tamanho end as rotulo,
             min(k.produto_id) as produto_id,
             count(distinct k.troca_id)::bigint as trocas, sum(k.quantidade)::bigint as unidades, sum(k.valor) as valor
        from chaves k
       group by k.chave, k.g_motivo, k.g_tamanho
    ), pagina as (
      select a.* from agrupado a order by a.unidades desc, a.chave limit p_limite offset (p_pagina - 1) * p_limite
    ), linhas as (
      select pg.*,
             case when p_agrupar = 'produto' then (
               select coalesce(sum(iv.quantidade), 0)::bigint
                 from public.itens_venda iv
                 join public.vendas v on v.id = iv.venda_id
                where iv.produto_id = pg.produto_id and v.status = 'confirmada'
                  and v.confirmada_em >= v_ini and v.confirmada_em < v_fim) end as vendidas,
             case when p_agrupar = 'produto' then (
               select jsonb_object_agg(m.motivo, m.unidades order by m.motivo)
                 from (select i.motivo, sum(i.quantidade)::bigint as unidades from itens i
                        where i.produto_id = pg.produto_id group by i.motivo) m) end as por_motivo
        from pagina pg
    )
    select jsonb_build_object(
      'relatorio', 'trocas',
      'periodo', jsonb_build_object('de', p_de::text, 'ate', p_ate::text),
      'filtros', jsonb_build_object('agrupar', p_agrupar),
      'linhas', coalesce((
        select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                 'chave', l.chave, 'rotulo', l.rotulo, 'motivo', l.motivo, 'tamanho', l.tamanho,
                 'trocas', l.trocas, 'unidades', l.unidades, 'valor', public._relatorio_dinheiro(l.valor),
                 'vendidas', l.vendidas, 'percentual_devolvido', public._relatorio_pct(l.unidades, l.vendidas),
                 'por_motivo', l.por_motivo)) order by l.unidades desc, l.chave)
          from linhas l), '[]'::jsonb),
      'totais', jsonb_build_object(
        'trocas', (select count(*) from periodo),
        'unidades', (select coalesce(sum(i.quantidade), 0)::bigint from itens i),
        'valor_devolvido', public._relatorio_dinheiro((select sum(i.valor) from itens i)),
        'valor_novo', public._relatorio_dinheiro((select sum(t.valor_novo) from periodo t)),
        'por_motivo', coalesce((select jsonb_object_agg(m.motivo, m.unidades order by m.motivo)
                                  from (select i.motivo, sum(i.quantidade)::bigint as unidades from itens i group by i.motivo) m),
                               '{}'::jsonb)),
      'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from agrupado))));
end $$;

-- 3. Clientes ----------------------------------------------------------------------------------------------------
-- Top customers by the period's confirmed sales (vendas.total, discounts off, as the Vendas report and the DRE's
-- receita bruta count them), with their last confirmed purchase ever. Sales without a customer (consumidor
-- final) are no line; totais carry them apart, so identificados + consumidor_final = the Vendas report's total.
create function public.relatorio_clientes(
  p_de date,
  p_ate date,
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_ini timestamptz;
  v_fim timestamptz;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  v_ini := public._inicio_dia_loja(p_de);
  v_fim := public._inicio_dia_loja(p_ate + 1);

  return (
    with vendas as (
      select v.cliente_id, v.total, v.desconto
        from public.vendas v
       where v.status = 'confirmada' and v.confirmada_em >= v_ini and v.confirmada_em < v_fim
    ), agrupado as (
      select v.cliente_id as chave, count(*)::bigint as compras, sum(v.total) as faturamento, sum(v.desconto) as desconto
        from vendas v
       where v.cliente_id is not null
       group by v.cliente_id
    ), pagina as (
      select a.*, row_number() over (order by a.faturamento desc, a.chave) + (p_pagina - 1) * p_limite as posicao
        from (select * from agrupado a order by a.faturamento desc, a.chave limit p_limite offset (p_pagina - 1) * p_limite) a
    )
    select jsonb_build_object(
      'relatorio', 'clientes',
      'periodo', jsonb_build_object('de', p_de::text, 'ate', p_ate::text),
      'filtros', '{}'::jsonb,
      'linhas', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'posicao', pg.posicao, 'chave', pg.chave::text, 'rotulo', c.nome, 'telefone', c.telefone, 'email', c.email,
                 'compras', pg.compras, 'faturamento', public._relatorio_dinheiro(pg.faturamento),
                 'ticket_medio', public._relatorio_dinheiro(pg.faturamento / pg.compras),
                 'desconto', public._relatorio_dinheiro(pg.desconto),
                 'ultima_compra', (select (u.confirmada_em at time zone 'America/Sao_Paulo')::date::text
                                     from public.vendas u
                                    where u.cliente_id = pg.chave and u.status = 'confirmada'
                                    order by u.confirmada_em desc limit 1)
               ) order by pg.posicao)
          from pagina pg join public.clientes c on c.id = pg.chave), '[]'::jsonb),
      'totais', (
        select jsonb_build_object(
                 'clientes', (select count(*) from agrupado),
                 'compras', count(*) filter (where v.cliente_id is not null),
                 'faturamento', public._relatorio_dinheiro(sum(v.total) filter (where v.cliente_id is not null)),
                 'ticket_medio', public._relatorio_dinheiro(
                   sum(v.total) filter (where v.cliente_id is not null) / nullif(count(*) filter (where v.cliente_id is not null), 0)),
                 'consumidor_final', jsonb_build_object(
                   'compras', count(*) filter (where v.cliente_id is null),
                   'faturamento', public._relatorio_dinheiro(sum(v.total) filter (where v.cliente_id is null))))
          from vendas v),
      'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from agrupado))));
end $$;

-- Aniversariantes of a month (1-12): active customers born in it, by day then name, with what the WhatsApp link
-- needs (the number in international form, as shared-ui's whatsappNumber builds it, and the first name for the
-- greeting), the age they turn this year and their last confirmed purchase.
create function public.relatorio_aniversariantes(
  p_mes integer,
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoje date := public._hoje_loja();
begin
  perform public._relatorio_conferir(v_hoje, v_hoje, p_limite, p_pagina);
  if p_mes is null or p_mes < 1 or p_mes > 12 then
    raise exception 'Escolha o mês.' using errcode = '22023';
  end if;

  return (
    with base as (
      select c.id, c.nome, c.telefone, c.email, c.data_nascimento,
             extract(day from c.data_nascimento)::integer as dia,
             regexp_replace(c.telefone, '\D', '', 'g') as digitos
        from public.clientes c
       where c.ativo and c.data_nascimento is not null and extract(month from c.data_nascimento)::integer = p_mes
    ), pagina as (
      select b.* from base b order by b.dia, b.nome, b.id limit p_limite offset (p_pagina - 1) * p_limite
    )
    select jsonb_build_object(
      'relatorio', 'aniversariantes',
      'periodo', null,
      'filtros', jsonb_build_object('mes', p_mes),
      'linhas', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'chave', pg.id::text, 'rotulo', pg.nome, 'dia', pg.dia, 'data_nascimento', pg.data_nascimento::text,
                 'idade', extract(year from v_hoje)::integer - extract(year from pg.data_nascimento)::integer,
                 'telefone', pg.telefone, 'email', pg.email,
                 'whatsapp', case when pg.digitos = '' then null
                                  when pg.digitos like '55%' and length(pg.digitos) in (12, 13) then pg.digitos
                                  else '55' || pg.digitos end,
                 'primeiro_nome', split_part(btrim(pg.nome), ' ', 1),
                 'ultima_compra', (select (u.confirmada_em at time zone 'America/Sao_Paulo')::date::text
                                     from public.vendas u
                                    where u.cliente_id = pg.id and u.status = 'confirmada'
                                    order by u.confirmada_em desc limit 1)
               ) order by pg.dia, pg.nome, pg.id)
          from pagina pg), '[]'::jsonb),
      'totais', jsonb_build_object('clientes', (select count(*) from base)),
      'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from base))));
end $$;

-- 4. Fornecedores ------------------------------------------------------------------------------------------------
-- Purchases per supplier: pedidos and valor_pedido = orders approved in the period and not cancelled
-- (compras.total); recebido = the period's receipts (recebimentos_compra.total, by recebido_em); em aberto = what
-- the supplier still owes now on its open orders (aberto, parcial: units not yet received × their cost, as
-- ordem_fornecimento counts it), whatever the period. A supplier appears when it has any of the three.
create function public.relatorio_fornecedores(
  p_de date,
  p_ate date,
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_ini timestamptz;
  v_fim timestamptz;
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  v_ini := public._inicio_dia_loja(p_de);
  v_fim := public._inicio_dia_loja(p_ate + 1);

  return (
    with pedidos as (
      select c.fornecedor_id, count(*)::bigint as pedidos, sum(c.total) as valor
        from public.compras c
       where c.aprovado_em >= v_ini and c.aprovado_em < v_fim and c.situacao <> 'cancelado'
       group by c.fornecedor_id
    ), recebidos as (
      select c.fornecedor_id, count(*)::bigint as recebimentos, sum(r.total) as valor
        from public.recebimentos_compra r
        join public.compras c on c.id = r.compra_id
       where r.recebido_em >= v_ini and r.recebido_em < v_fim
       group by c.fornecedor_id
    ), abertos as (
      select c.fornecedor_id, count(distinct c.id)::bigint as pedidos,
             coalesce(sum(greatest(i.quantidade - i.quantidade_recebida, 0)), 0)::bigint as unidades,
             coalesce(sum(greatest(i.quantidade - i.quantidade_recebida, 0) * i.custo_unitario), 0) as valor
        from public.compras c
        join public.itens_compra i on i.compra_id = c.id
       where c.situacao in ('aberto', 'parcial')
       group by c.fornecedor_id
    ), agrupado as (
      select f.id as chave, f.nome as rotulo,
             coalesce(p.pedidos, 0) as pedidos, coalesce(p.valor, 0) as valor_pedido,
             coalesce(r.recebimentos, 0) as recebimentos, coalesce(r.valor, 0) as valor_recebido,
             coalesce(a.pedidos, 0) as pedidos_abertos, coalesce(a.unidades, 0) as unidades_abertas,
             coalesce(a.valor, 0) as valor_aberto
        from (select fornecedor_id from pedidos union select fornecedor_id from recebidos
              union select fornecedor_id from abertos) k
        join public.fornecedores f on f.id = k.fornecedor_id
        left join pedidos p on p.fornecedor_id = k.fornecedor_id
        left join recebidos r on r.fornecedor_id = k.fornecedor_id
        left join abertos a on a.fornecedor_id = k.fornecedor_id
    ), pagina as (
      select a.* from agrupado a
       order by a.valor_pedido desc, a.valor_aberto desc, a.rotulo, a.chave
       limit p_limite offset (p_pagina - 1) * p_limite
    )
    select jsonb_build_object(
      'relatorio', 'fornecedores',
      'periodo', jsonb_build_object('de', p_de::text, 'ate', p_ate::text),
      'filtros', '{}'::jsonb,
      'linhas', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'chave', pg.chave::text, 'rotulo', pg.rotulo, 'pedidos', pg.pedidos,
                 'valor_pedido', public._relatorio_dinheiro(pg.valor_pedido), 'recebimentos', pg.recebimentos,
                 'valor_recebido', public._relatorio_dinheiro(pg.valor_recebido), 'pedidos_abertos', pg.pedidos_abertos,
                 'unidades_abertas', pg.unidades_abertas, 'valor_aberto', public._relatorio_dinheiro(pg.valor_aberto)
               ) order by pg.valor_pedido desc, pg.valor_aberto desc, pg.rotulo, pg.chave)
          from pagina pg), '[]'::jsonb),
      'totais', (
        select jsonb_build_object(
                 'fornecedores', count(*), 'pedidos', coalesce(sum(a.pedidos), 0)::bigint,
                 'valor_pedido', public._relatorio_dinheiro(sum(a.valor_pedido)),
                 'recebimentos', coalesce(sum(a.recebimentos), 0)::bigint,
                 'valor_recebido', public._relatorio_dinheiro(sum(a.valor_recebido)),
                 'pedidos_abertos', coalesce(sum(a.pedidos_abertos), 0)::bigint,
                 'unidades_abertas', coalesce(sum(a.unidades_abertas), 0)::bigint,
                 'valor_aberto', public._relatorio_dinheiro(sum(a.valor_aberto)))
          from agrupado a),
      'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from agrupado))));
end $$;

-- 5. Títulos -----------------------------------------------------------------------------------------------------
-- Títulos due in the period (vencimento), both sides or p_lado (receber | pagar). p_agrupar: situacao (default:
-- one line per lado × situação as the lists show it — aberto, parcial, vencido, pago, cancelado), dia (every due
-- day of the period, zeros included, per side) or titulo (the títulos themselves, by due date). Values: valor
-- (face), saldo (still open), pago (valor − saldo). totais per side leave cancelled títulos out (a row shows them).
create function public.relatorio_titulos(
  p_de date,
  p_ate date,
  p_lado text default null,
  p_agrupar text default 'situacao',
  p_limite integer default 50,
  p_pagina integer default 1
) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoje date := public._hoje_loja();
begin
  perform public._relatorio_conferir(p_de, p_ate, p_limite, p_pagina);
  if p_lado is not null and p_lado not in ('receber', 'pagar') then
    raise exception 'Lado inválido.' using errcode = '22023';
  end if;
  if p_agrupar is null or p_agrupar not in ('situacao', 'dia', 'titulo') then
    raise exception 'Agrupamento inválido.' using errcode = '22023';
  end if;

  return (
    with base as (
      select t.id, t.lado, t.descricao, t.cliente_id, t.fornecedor_id, t.vencimento, t.valor, t.saldo, t.status,
             case when t.status in ('aberto', 'parcial') and t.vencimento < v_hoje then 'vencido' else t.status end as situacao
        from public.titulos t
       where t.vencimento >= p_de and t.vencimento <= p_ate and (p_lado is null or t.lado = p_lado)
    ), agrupado as (
      select b.lado || ':' || b.situacao as chave,
             (case b.lado when 'receber' then 'A receber' else 'A pagar' end) || ' · ' ||
             (case b.situacao when 'aberto' then 'Em aberto' when 'parcial' then 'Parcial' when 'vencido' then 'Vencido'
                              when 'pago' then 'Pago' else 'Cancelado' end) as rotulo,
             b.lado, b.situacao, null::date as vencimento, null::text as pessoa,
             count(*)::bigint as titulos, sum(b.valor) as valor, sum(b.saldo) as saldo,
             array_position(array['vencido', 'aberto', 'parcial', 'pago', 'cancelado'], b.situacao) as ordem
        from base b
       where p_agrupar = 'situacao'
       group by b.lado, b.situacao
      union all
      select d.dia::date::text || ':' || l.lado, to_char(d.dia, 'DD/MM/YYYY'), l.lado, null, d.dia::date, null,
             count(b.id)::bigint, coalesce(sum(b.valor) filter (where b.status <> 'cancelado'), 0),
             coalesce(sum(b.saldo) filter (where b.status <> 'cancelado'), 0), 0
        from generate_series(p_de::timestamp, p_ate::timestamp, interval '1 day') d(dia)
        cross join (select x.lado from unnest(array['receber', 'pagar']) x(lado) where p_lado is null or x.lado = p_lado) l
        left join base b on b.vencimento = d.dia::date and b.lado = l.lado
       where p_agrupar = 'dia'
       group by d.dia, l.lado
      union all
      select b.id::text, b.descricao, b.lado, b.situacao, b.vencimento,
             coalesce((select c.nome from public.clientes c where c.id = b.cliente_id),
                      (select f.nome from public.fornecedores f where f.id = b.fornecedor_id)),
             1, b.valor, b.saldo, 0
        from base b
       where p_agrupar = 'titulo'
    ), pagina as (
      select a.* from agrupado a
       order by a.vencimento nulls first, a.lado desc, a.ordem, a.chave
       limit p_limite offset (p_pagina - 1) * p_limite
    )
    select jsonb_build_object(
      'relatorio', 'titulos',
      'periodo', jsonb_build_object('de', p_de::text, 'ate', p_ate::text),
      'filtros', jsonb_build_object('lado', p_lado, 'agrupar', p_agrupar),
      'linhas', coalesce((
        select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                 'chave', pg.chave, 'rotulo', pg.rotulo, 'lado', pg.lado, 'situacao', pg.situacao,
                 'vencimento', pg.vencimento::text, 'pessoa', pg.pessoa, 'titulos', pg.titulos,
                 'valor', public._relatorio_dinheiro(pg.valor), 'saldo', public._relatorio_dinheiro(pg.saldo),
                 'pago', public._relatorio_dinheiro(pg.valor - pg.saldo)))
                 order by pg.vencimento nulls first, pg.lado desc, pg.ordem, pg.chave)
          from pagina pg), '[]'::jsonb),
      'totais', (
        select jsonb_object_agg(s.lado, s.totais order by s.lado desc)
          from (select l.lado, jsonb_build_object(
                         'titulos', count(b.id) filter (where b.status <> 'cancelado'),
                         'valor', public._relatorio_dinheiro(sum(b.valor) filter (where b.status <> 'cancelado')),
                         'saldo', public._relatorio_dinheiro(sum(b.saldo) filter (where b.status <> 'cancelado')),
                         'pago', public._relatorio_dinheiro(sum(b.valor - b.saldo) filter (where b.status <> 'cancelado')),
                         'vencido', public._relatorio_dinheiro(sum(b.saldo) filter (where b.situacao = 'vencido')),
                         'cancelados', count(b.id) filter (where b.status = 'cancelado')) as totais
                  from unnest(array['receber', 'pagar']) l(lado)
                  left join base b on b.lado = l.lado
                 where p_lado is null or l.lado = p_lado
                 group by l.lado) s),
      'pagina', jsonb_build_object('pagina', p_pagina, 'limite', p_limite, 'total_linhas', (select count(*) from agrupado))));
end $$;

comment on function public.relatorio_estoque_valorizado(text, bigint, integer, integer, integer) is
  'Estoque valorizado for staff: units, value at cost and at sale price per product or category, giro and days of cover from 90 days of sales, stuck stock.';
comment on function public.relatorio_trocas(date, date, text, integer, integer) is
  'Trocas for staff: returned items of the period by motivo × size, motivo, size or product (with the units sold).';
comment on function public.relatorio_clientes(date, date, integer, integer) is
  'Top customers for staff by the period''s confirmed sales, with their last purchase; consumidor final apart in totais.';
comment on function public.relatorio_aniversariantes(integer, integer, integer) is
  'Aniversariantes of a month for staff, with the WhatsApp number and first name for the greeting.';
comment on function public.relatorio_fornecedores(date, date, integer, integer) is
  'Purchases per supplier for staff: ordered and received in the period, still open now.';
comment on function public.relatorio_titulos(date, date, text, text, integer, integer) is
  'Títulos due in the period for staff, by side × situação, by due day or one by one, with totals per side.';

revoke execute on function
  public._relatorio_dinheiro(numeric),
  public.relatorio_estoque_valorizado(text, bigint, integer, integer, integer),
  public.relatorio_trocas(date, date, text, integer, integer),
  public.relatorio_clientes(date, date, integer, integer),
  public.relatorio_aniversariantes(integer, integer, integer),
  public.relatorio_fornecedores(date, date, integer, integer),
  public.relatorio_titulos(date, date, text, text, integer, integer)
  from public, anon;
grant execute on function
  public._relatorio_dinheiro(numeric),
  public.relatorio_estoque_valorizado(text, bigint, integer, integer, integer),
  public.relatorio_trocas(date, date, text, integer, integer),
  public.relatorio_clientes(date, date, integer, integer),
  public.relatorio_aniversariantes(integer, integer, integer),
  public.relatorio_fornecedores(date, date, integer, integer),
  public.relatorio_titulos(date, date, text, text, integer, integer)
  to authenticated;
