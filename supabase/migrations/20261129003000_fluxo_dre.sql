-- Fluxo de caixa, DRE simples and the dashboard's finance cards (issue 26).
--
-- Read-only functions for staff (admin, funcionário, user); a cliente is refused in Portuguese, anon
-- has no execute. SECURITY INVOKER: they read as the caller, through the staff read policies of
-- titulos, baixas, vendas, itens_venda and trocas; the explicit check only turns "no rows" into a clear
-- refusal. `stable`, one statement per figure, every read on an index (bench fluxo-dre).
--
-- 1. baixas.lado: the side of the título a baixa settles, copied when the baixa is written (a título never
--    changes side), so the realised cash flow's kept totals and the DRE's baixas_encargos index carry the
--    side and never join 200,000 baixas to their títulos.
-- 2. fluxo_caixa(p_de, p_ate, p_agrupar 'dia'|'mes'):
--    - realised: the active (not reversed) baixas that moved money (conta financeira set) by their date,
--      read from the kept daily totals of migration 20261129003100 (fluxo_resumo + fluxo_deltas, which its
--      tables and triggers keep; this function only reads them when called):
--      entradas from títulos a receber, saídas from títulos a pagar, valor_movimentado (juros, multa,
--      desconto and tarifa included). A reversed baixa counts nowhere (as the lists show it).
--    - the counter's cash movements (movimentos_caixa) add nothing: a sale's payment (venda, troco) is
--      already a baixa of its título (migration 20261129001100: the título is net of the change, troco
--      is not money of the shop), a cancelled sale's estorno reverses that baixa, an exchange's cash
--      refund is a título a pagar settled from the Caixa da loja. Sangria and suprimento move cash
--      between the drawer and the safe or the bank deposit bag: both are inside the shop's money (the
--      conta "Caixa da loja" is the drawer and the safe together), so they change no balance; the
--      function reports their totals for the period apart (movimentos_internos), for the screen's note.
--    - planned: the open títulos' saldo (aberto, parcial) by vencimento, from today on (an overdue
--      título is not going to be paid yesterday: it is reported apart, vencidos).
--    - per conta: the opening balance (saldo_inicial + every active baixa before p_de) and the running
--      balance at the end of each period; the total's projected balance adds the planned flow.
-- 3. dre_mensal(p_mes): the month's DRE simples (regime de competência), defined in the function.
-- 4. dashboard_financeiro(): a receber hoje, a pagar hoje, vencidas (count and saldo) in São Paulo's today.

-- 1. baixas.lado -------------------------------------------------------------------------------------------
alter table public.baixas add column lado text check (lado in ('receber', 'pagar'));
-- The baixas already written (a reversed one is refused any update by baixas_imutaveis: off for this one).
alter table public.baixas disable trigger baixas_imutaveis;
update public.baixas b set lado = t.lado from public.titulos t where t.id = b.titulo_id and b.lado is null;
alter table public.baixas enable trigger baixas_imutaveis;

create function public.baixas_lado() returns trigger
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
begin
  select t.lado into new.lado from public.titulos t where t.id = new.titulo_id;
  return new;
end $$;
create trigger baixas_lado before insert on public.baixas
  for each row execute function public.baixas_lado();
revoke execute on function public.baixas_lado() from public, anon, authenticated;

-- The DRE's financial lines: the few baixas with juros, multa, desconto or tarifa, by day.
create index baixas_encargos on public.baixas (data) include (lado, juros, multa, desconto, tarifa)
  where estornada_em is null and (juros > 0 or multa > 0 or desconto > 0 or tarifa > 0);
-- The CMV: a month's sale lines, quantity and cost read from the index.
create index itens_venda_custo on public.itens_venda (venda_id) include (quantidade, custo_unitario);
-- Sangrias and suprimentos of a period (the sales' own movements are most of the table).
create index movimentos_caixa_internos on public.movimentos_caixa (created_at) include (tipo, valor)
  where tipo in ('sangria', 'suprimento');

-- 2. Fluxo de caixa ---------------------------------------------------------------------------------------
-- Money in the JSON is numeric (exact, two decimals). Periods: the first day of each month ('mes') or each
-- day ('dia') from p_de to p_ate, every one listed (zeros when nothing moved). At most 24 months; by day
-- at most 366 days.
create function public.fluxo_caixa(p_de date, p_ate date, p_agrupar text default 'mes') returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoje date := public._hoje_loja();
  v_de date;
  v_ate date;
  v_resultado jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o financeiro.' using errcode = '42501';
  end if;
  if p_de is null or p_ate is null then
    raise exception 'Informe o período.' using errcode = '22023';
  end if;
  if p_de > p_ate then
    raise exception 'A data inicial é depois da final.' using errcode = '22023';
  end if;
  if p_agrupar is null or p_agrupar not in ('dia', 'mes') then
    raise exception 'Agrupe por dia ou por mês.' using errcode = '22023';
  end if;
  v_de := case when p_agrupar = 'mes' then date_trunc('month', p_de)::date else p_de end;
  v_ate := case when p_agrupar = 'mes' then (date_trunc('month', p_ate) + interval '1 month - 1 day')::date else p_ate end;
  if p_agrupar = 'dia' and v_ate - v_de > 365 then
    raise exception 'Por dia, escolha um período de até 366 dias.' using errcode = '22023';
  end if;
  if v_ate >= (v_de + interval '24 months')::date then
    raise exception 'Escolha um período de até 24 meses.' using errcode = '22023';
  end if;

  with contas as (
    select c.id, c.nome, c.tipo, c.saldo_inicial, c.ativo from public.contas_financeiras c
  ),
  -- The realised money per day, conta and side up to the period's end: the folded totals and the deltas.
  diario as (
    select r.data, r.conta_financeira_id as conta_id, r.lado, r.valor from public.fluxo_resumo r where r.data <= v_ate
    union all
    select d.data, d.conta_financeira_id, d.lado, d.valor from public.fluxo_deltas d where d.data <= v_ate
  ),
  abertura as (
    select c.id, c.saldo_inicial + coalesce(sum(case when x.lado = 'receber' then x.valor else -x.valor end), 0) as saldo
      from contas c
      left join diario x on x.conta_id = c.id and x.data < v_de
     group by c.id, c.saldo_inicial
  ),
  periodos as (
    select p::date as periodo, row_number() over (order by p) as n
      from generate_series(v_de, v_ate, case when p_agrupar = 'mes' then interval '1 month' else interval '1 day' end) as p
  ),
  realizado as (
    select case when p_agrupar = 'mes' then date_trunc('month', x.data)::date else x.data end as periodo,
           x.conta_id,
           coalesce(sum(x.valor) filter (where x.lado = 'receber'), 0) as entradas,
           coalesce(sum(x.valor) filter (where x.lado = 'pagar'), 0) as saidas
      from diario x
     where x.data >= v_de
     group by 1, 2
  ),
  previsto as (
    select case when p_agrupar = 'mes' then date_trunc('month', t.vencimento)::date else t.vencimento end as periodo,
           coalesce(sum(t.saldo) filter (where t.lado = 'receber'), 0) as entradas,
           coalesce(sum(t.saldo) filter (where t.lado = 'pagar'), 0) as saidas
      from public.titulos t
     where t.status in ('aberto', 'parcial') and t.vencimento between greatest(v_de, v_hoje) and v_ate
     group by 1
  ),
  por_conta as (
    select p.periodo, p.n, c.id as conta_id,
           coalesce(r.entradas, 0) as entradas, coalesce(r.saidas, 0) as saidas,
           a.saldo + sum(coalesce(r.entradas, 0) - coalesce(r.saidas, 0)) over (partition by c.id order by p.n) as saldo
      from periodos p
     cross join contas c
      join abertura a on a.id = c.id
      left join realizado r on r.periodo = p.periodo and r.conta_id = c.id
  ),
  totais as (
    select pc.periodo, pc.n, sum(pc.entradas) as entradas, sum(pc.saidas) as saidas, sum(pc.saldo) as saldo,
           jsonb_object_agg(pc.conta_id::text, pc.saldo) as saldos
      from por_conta pc
     group by pc.periodo, pc.n
  ),
  linhas as (
    select t.*, coalesce(pr.entradas, 0) as entradas_previstas, coalesce(pr.saidas, 0) as saidas_previstas,
           t.saldo + sum(coalesce(pr.entradas, 0) - coalesce(pr.saidas, 0)) over (order by t.n) as saldo_previsto
      from totais t
      left join previsto pr on pr.periodo = t.periodo
  ),
  internos as (
    select coalesce(sum(m.valor) filter (where m.tipo = 'sangria'), 0) as sangrias,
           coalesce(sum(m.valor) filter (where m.tipo = 'suprimento'), 0) as suprimentos
      from public.movimentos_caixa m
     where m.tipo in ('sangria', 'suprimento')
       and m.created_at >= (v_de::timestamp at time zone 'America/Sao_Paulo')
       and m.created_at < ((v_ate + 1)::timestamp at time zone 'America/Sao_Paulo')
  ),
  vencidos as (
    select coalesce(sum(t.saldo) filter (where t.lado = 'receber'), 0) as receber,
           coalesce(sum(t.saldo) filter (where t.lado = 'pagar'), 0) as pagar
      from public.titulos t
     where t.status in ('aberto', 'parcial') and t.vencimento < v_hoje
  )
  select jsonb_build_object(
           'de', v_de,
           'ate', v_ate,
           'agrupar', p_agrupar,
           'hoje', v_hoje,
           'contas', (select jsonb_agg(jsonb_build_object(
                               'id', c.id, 'nome', c.nome, 'tipo', c.tipo, 'ativo', c.ativo,
                               'saldo_inicial', a.saldo,
                               'saldo_final', (select pc.saldo from por_conta pc where pc.conta_id = c.id order by pc.n desc limit 1))
                             order by c.id)
                        from contas c join abertura a on a.id = c.id),
           'periodos', (select jsonb_agg(jsonb_build_object(
                                  'periodo', l.periodo,
                                  'entradas', l.entradas,
                                  'saidas', l.saidas,
                                  'entradas_previstas', l.entradas_previstas,
                                  'saidas_previstas', l.saidas_previstas,
                                  'saldo', l.saldo,
                                  'saldo_previsto', l.saldo_previsto,
                                  'saldos', l.saldos)
                                order by l.n)
                           from linhas l),
           'totais', (select jsonb_build_object(
                                'saldo_inicial', (select sum(a.saldo) from abertura a),
                                'entradas', coalesce(sum(l.entradas), 0),
                                'saidas', coalesce(sum(l.saidas), 0),
                                'entradas_previstas', coalesce(sum(l.entradas_previstas), 0),
                                'saidas_previstas', coalesce(sum(l.saidas_previstas), 0),
                                'saldo_final', (select l2.saldo from linhas l2 order by l2.n desc limit 1),
                                'saldo_previsto', (select l2.saldo_previsto from linhas l2 order by l2.n desc limit 1))
                         from linhas l),
           'vencidos', (select jsonb_build_object('receber', v.receber, 'pagar', v.pagar) from vencidos v),
           'movimentos_internos', (select jsonb_build_object('sangrias', i.sangrias, 'suprimentos', i.suprimentos) from internos i))
    into v_resultado;
  return v_resultado;
end $$;

comment on function public.fluxo_caixa(date, date, text) is
  'Fluxo de caixa for staff: realised (active baixas that moved money) and planned (open títulos by vencimento, from today) per day or month, balances per conta.';

-- 3. DRE simples ------------------------------------------------------------------------------------------
-- The month of p_mes (any day of it), regime de competência, São Paulo's calendar:
--   receita bruta   = confirmed sales of the month by confirmation (vendas.total: the sale's price after the
--                     discount given at the counter; gross of card fees) + the new lines of the month's
--                     exchanges (sold as a sale) + títulos a receber typed by hand in the receita_bruta group;
--   (−) deduções    = devoluções: what was paid for the lines returned in the month's exchanges (trocas_itens_
--                     devolvidos.valor; when that table does not exist, the títulos of the devoluções
--                     category stand for them) + títulos a pagar in the deducoes group by competência
--                     (descontos, impostos; an exchange's own títulos are its lines, never counted again) +
--                     discounts granted on baixas of títulos a receber in the month;
--   = receita líquida;
--   (−) CMV         = Σ quantidade × custo_unitario of those sales' lines (the cost copied at the sale) + the
--                     exchanges' new lines − the returned lines put back in stock (a line returned "com
--                     defeito" is not restocked: its cost stays a cost). Títulos in the cmv group (stock
--                     purchases) are not CMV here: buying stock is not selling it; they are cash flow;
--   = lucro bruto;
--   (−) despesas operacionais, by categoria, títulos a pagar by competência;
--   (+) receitas financeiras: títulos a receber of the group, juros and multa received on baixas, discounts
--       obtained on baixas of títulos a pagar;
--   (−) despesas financeiras: taxas de cartão (the fee withheld from each sale's títulos, titulos.taxa by
--       competência, + tarifas on baixas + títulos of the taxas_cartao category) and the other categorias,
--       juros and multa paid on baixas;
--   (+/−) outras receitas e despesas;
--   = resultado.
-- Cancelled títulos and sales count nowhere; títulos of sales count only their taxa (the sale is the revenue).
create function public.dre_mensal(p_mes date) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_inicio date;
  v_fim date;
  v_inicio_ts timestamptz;
  v_fim_ts timestamptz;
  v_trocas boolean := to_regclass('public.trocas_itens_devolvidos') is not null
                      and to_regclass('public.trocas_itens_novos') is not null;
  v_vendas record;
  v_cmv numeric := 0;
  v_troca record;
  v_taxa numeric := 0;
  v_categorias jsonb;
  v_grupos record;
  v_receita_bruta numeric;
  v_deducoes numeric;
  v_receita_liquida numeric;
  v_cmv_total numeric;
  v_lucro_bruto numeric;
  v_taxas_cartao numeric;
  v_despesas_financeiras numeric;
  v_resultado numeric;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o financeiro.' using errcode = '42501';
  end if;
  if p_mes is null then
    raise exception 'Escolha o mês.' using errcode = '22023';
  end if;
  v_inicio := date_trunc('month', p_mes)::date;
  v_fim := (v_inicio + interval '1 month')::date;
  v_inicio_ts := v_inicio::timestamp at time zone 'America/Sao_Paulo';
  v_fim_ts := v_fim::timestamp at time zone 'America/Sao_Paulo';

  select count(*)::integer as quantidade, coalesce(sum(v.total), 0) as total
    into v_vendas
    from public.vendas v
   where v.status = 'confirmada' and v.confirmada_em >= v_inicio_ts and v.confirmada_em < v_fim_ts;
  select coalesce(sum(i.quantidade * i.custo_unitario), 0)
    into v_cmv
    from public.vendas v
    join public.itens_venda i on i.venda_id = v.id
   where v.status = 'confirmada' and v.confirmada_em >= v_inicio_ts and v.confirmada_em < v_fim_ts;

  if v_trocas then
    -- Static SQL in PL/pgSQL is planned when it first runs: without the exchanges' tables this never runs.
    select coalesce((select sum(n.total) from public.trocas t join public.trocas_itens_novos n on n.troca_id = t.id
                      where t.criada_em >= v_inicio_ts and t.criada_em < v_fim_ts), 0) as novos,
           coalesce((select sum(n.quantidade * n.custo_unitario) from public.trocas t join public.trocas_itens_novos n on n.troca_id = t.id
                      where t.criada_em >= v_inicio_ts and t.criada_em < v_fim_ts), 0) as custo_novos,
           coalesce((select sum(d.valor) from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id
                      where t.criada_em >= v_inicio_ts and t.criada_em < v_fim_ts), 0) as devolvido,
           coalesce((select sum(d.quantidade * d.custo_unitario) from public.trocas t join public.trocas_itens_devolvidos d on d.troca_id = t.id
                      where t.criada_em >= v_inicio_ts and t.criada_em < v_fim_ts and not d.com_defeito), 0) as custo_devolvido
      into v_troca;
  else
    select 0::numeric as novos, 0::numeric as custo_novos, 0::numeric as devolvido, 0::numeric as custo_devolvido into v_troca;
  end if;

  -- The fee withheld from the sales' (and exchanges') títulos, by competência.
  select coalesce(sum(t.taxa), 0) into v_taxa
    from public.titulos t
   where t.competencia >= v_inicio and t.competencia < v_fim and t.status <> 'cancelado' and t.taxa > 0;

  -- Every other amount by DRE group and categoria: títulos by competência, the baixas' extras by date.
  with titulos_mes as (
    select k.grupo_dre as grupo, k.tipo, k.nome as categoria, k.codigo, sum(t.valor) as valor
      from public.titulos t
      join public.categorias_financeiras k on k.id = t.categoria_id
     where t.competencia >= v_inicio and t.competencia < v_fim and t.status <> 'cancelado'
       and t.origem not in ('venda', 'troca') and k.grupo_dre <> 'cmv'
     group by 1, 2, 3, 4
  ),
  encargos as (
    select coalesce(sum(b.juros + b.multa) filter (where b.lado = 'receber'), 0) as juros_recebidos,
           coalesce(sum(b.juros + b.multa) filter (where b.lado = 'pagar'), 0) as juros_pagos,
           coalesce(sum(b.desconto) filter (where b.lado = 'receber'), 0) as descontos_concedidos,
           coalesce(sum(b.desconto) filter (where b.lado = 'pagar'), 0) as descontos_obtidos,
           coalesce(sum(b.tarifa), 0) as tarifas
      from public.baixas b
     where b.estornada_em is null and (b.juros > 0 or b.multa > 0 or b.desconto > 0 or b.tarifa > 0)
       and b.data >= v_inicio and b.data < v_fim
  ),
  todas as (
    select tm.grupo, tm.tipo, tm.categoria, tm.codigo, tm.valor from titulos_mes tm
    union all
    select x.grupo, x.tipo, coalesce((select k.nome from public.categorias_financeiras k where k.codigo = x.codigo), x.nome), x.codigo, x.valor
      from encargos e
     cross join lateral (values
       ('receitas_financeiras', 'receita', 'Juros e multas recebidos', 'juros_recebidos', e.juros_recebidos),
       ('despesas_financeiras', 'despesa', 'Juros e multas pagos', 'juros_pagos', e.juros_pagos),
       ('deducoes', 'despesa', 'Descontos concedidos', 'descontos_concedidos', e.descontos_concedidos),
       ('receitas_financeiras', 'receita', 'Descontos obtidos', null, e.descontos_obtidos)
     ) as x (grupo, tipo, nome, codigo, valor)
     where x.valor <> 0
  ),
  por_categoria as (
    select a.grupo, a.tipo, a.categoria, min(a.codigo) as codigo, sum(a.valor) as valor from todas a group by 1, 2, 3
  )
  select jsonb_object_agg(g.grupo, g.linhas) into v_categorias
    from (select pc.grupo, jsonb_agg(jsonb_build_object('categoria', pc.categoria, 'codigo', pc.codigo, 'tipo', pc.tipo, 'valor', pc.valor)
                                     order by pc.valor desc, pc.categoria) as linhas
            from por_categoria pc
           where pc.codigo is distinct from 'taxas_cartao'
           group by pc.grupo) g;
  v_categorias := coalesce(v_categorias, '{}'::jsonb);

  -- Taxas de cartão: the títulos' taxa + the category's títulos and the baixas' tarifas (kept apart above).
  with todas as (
    select coalesce(sum(t.valor), 0) as valor
      from public.titulos t join public.categorias_financeiras k on k.id = t.categoria_id
     where t.competencia >= v_inicio and t.competencia < v_fim and t.status <> 'cancelado'
       and t.origem not in ('venda', 'troca') and k.codigo = 'taxas_cartao'
    union all
    select coalesce(sum(b.tarifa), 0) from public.baixas b
     where b.estornada_em is null and (b.juros > 0 or b.multa > 0 or b.desconto > 0 or b.tarifa > 0)
       and b.data >= v_inicio and b.data < v_fim
  )
  select v_taxa + sum(valor) into v_taxas_cartao from todas;

  select
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'receita_bruta') l), 0) as receita_bruta_outras,
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'deducoes') l), 0) as deducoes,
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'despesas_operacionais') l), 0) as despesas_operacionais,
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'receitas_financeiras') l), 0) as receitas_financeiras,
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'despesas_financeiras') l), 0) as despesas_financeiras,
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'outras') l where l ->> 'tipo' = 'receita'), 0) as outras_receitas,
    coalesce((select sum((l ->> 'valor')::numeric) from jsonb_array_elements(v_categorias -> 'outras') l where l ->> 'tipo' = 'despesa'), 0) as outras_despesas
    into v_grupos;

  v_receita_bruta := v_vendas.total + v_troca.novos + v_grupos.receita_bruta_outras;
  v_deducoes := v_troca.devolvido + v_grupos.deducoes;
  v_receita_liquida := v_receita_bruta - v_deducoes;
  v_cmv_total := v_cmv + v_troca.custo_novos - v_troca.custo_devolvido;
  v_lucro_bruto := v_receita_liquida - v_cmv_total;
  v_despesas_financeiras := v_taxas_cartao + v_grupos.despesas_financeiras;
  v_resultado := v_lucro_bruto - v_grupos.despesas_operacionais + v_grupos.receitas_financeiras - v_despesas_financeiras
                 + v_grupos.outras_receitas - v_grupos.outras_despesas;

  return jsonb_build_object(
    'mes', v_inicio,
    'fonte_devolucoes', case when v_trocas then 'trocas' else 'titulos' end,
    'vendas_quantidade', v_vendas.quantidade,
    'receita_bruta', jsonb_build_object('total', v_receita_bruta, 'vendas', v_vendas.total, 'trocas', v_troca.novos,
                                        'categorias', coalesce(v_categorias -> 'receita_bruta', '[]'::jsonb)),
    'deducoes', jsonb_build_object('total', v_deducoes, 'devolucoes', v_troca.devolvido,
                                   'categorias', coalesce(v_categorias -> 'deducoes', '[]'::jsonb)),
    'receita_liquida', v_receita_liquida,
    'cmv', jsonb_build_object('total', v_cmv_total, 'vendido', v_cmv + v_troca.custo_novos, 'devolvido', v_troca.custo_devolvido),
    'lucro_bruto', v_lucro_bruto,
    'despesas_operacionais', jsonb_build_object('total', v_grupos.despesas_operacionais,
                                                'categorias', coalesce(v_categorias -> 'despesas_operacionais', '[]'::jsonb)),
    'receitas_financeiras', jsonb_build_object('total', v_grupos.receitas_financeiras,
                                               'categorias', coalesce(v_categorias -> 'receitas_financeiras', '[]'::jsonb)),
    'despesas_financeiras', jsonb_build_object('total', v_despesas_financeiras, 'taxas_cartao', v_taxas_cartao,
                                               'categorias', coalesce(v_categorias -> 'despesas_financeiras', '[]'::jsonb)),
    'outras', jsonb_build_object('receitas', v_grupos.outras_receitas, 'despesas', v_grupos.outras_despesas,
                                 'categorias', coalesce(v_categorias -> 'outras', '[]'::jsonb)),
    'resultado', v_resultado);
end $$;

comment on function public.dre_mensal(date) is
  'DRE simples of a month for staff (regime de competência): receita bruta, deduções, receita líquida, CMV from the sale lines'' cost, lucro bruto, despesas by group, card fees, resultado.';

-- 4. Dashboard ----------------------------------------------------------------------------------------------
-- Today in São Paulo: the open títulos (aberto, parcial) due today per side, and the overdue ones (due
-- before today), their count and open saldo, both sides and each side's saldo.
create function public.dashboard_financeiro() returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoje date := public._hoje_loja();
  v_resultado jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver o financeiro.' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'hoje', v_hoje,
           'receber_hoje', jsonb_build_object('quantidade', count(*) filter (where t.lado = 'receber' and t.vencimento = v_hoje),
                                              'valor', coalesce(sum(t.saldo) filter (where t.lado = 'receber' and t.vencimento = v_hoje), 0)),
           'pagar_hoje', jsonb_build_object('quantidade', count(*) filter (where t.lado = 'pagar' and t.vencimento = v_hoje),
                                            'valor', coalesce(sum(t.saldo) filter (where t.lado = 'pagar' and t.vencimento = v_hoje), 0)),
           'vencidas', jsonb_build_object('quantidade', count(*) filter (where t.vencimento < v_hoje),
                                          'receber', coalesce(sum(t.saldo) filter (where t.lado = 'receber' and t.vencimento < v_hoje), 0),
                                          'pagar', coalesce(sum(t.saldo) filter (where t.lado = 'pagar' and t.vencimento < v_hoje), 0)))
    into v_resultado
    from public.titulos t
   where t.status in ('aberto', 'parcial') and t.vencimento <= v_hoje;
  return v_resultado;
end $$;

comment on function public.dashboard_financeiro() is
  'The dashboard''s finance cards for staff: a receber hoje, a pagar hoje (count, saldo) and vencidas (count, saldo per side), São Paulo''s today.';

revoke execute on function public.fluxo_caixa(date, date, text), public.dre_mensal(date), public.dashboard_financeiro()
  from public, anon;
grant execute on function public.fluxo_caixa(date, date, text), public.dre_mensal(date), public.dashboard_financeiro()
  to authenticated;
