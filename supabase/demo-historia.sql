-- Eight weeks of the shop before the demo day, for `npm start` only (never for the tests, whose counts read
-- supabase/seed.sql alone): applied once, after the seed and before supabase/demo-dia.sql (local-supabase
-- migrate()), so the reports have a past to show: some 200 counter sales by Rafael and Marina (Pix, cash with
-- change, debit, credit in up to 3x, a few discounts, known customers), storefront orders confirmed at the
-- counter, exchanges (Tamanho, Cor, Defeito), two purchase orders received (the second's título still to pay),
-- the card operator's payments, the rent, the power bill and the accountant paid, a repair bill overdue.
--
-- How the past is recorded. Every function the screens call stamps time with now() (the transaction's start:
-- the same instant for this whole file), clock_timestamp() (the stock ledger) or _hoje_loja() (títulos'
-- emissão, competência, vencimento, baixas). None takes a date. So each event (opening the cash, one sale, an
-- exchange, a receipt, a baixa) runs through its function "now", and right after it pg_temp.demo_mover(T)
-- moves what that event wrote to the moment T it happened:
-- - rows it created (id above the table's mark): every timestamptz by T − now(), every date by the days
--   between T and today (so a título due in 30 days stays due 30 days after its sale);
-- - rows it changed (a cash closed, an order confirmed, a título paid): the timestamptz columns stamped in this
--   transaction (between now() and clock_timestamp()) by the same amount; rows already moved are in the past.
-- The moves run with session_replication_role = replica: the baixas are immutable to everyone else, and no
-- trigger may count a moved row twice. What the triggers keep by date is rebuilt at the end by the schema's
-- own rebuild functions (vendas_resumo_refazer, titulos_resumo_refazer, fluxo_resumo_refazer), after the
-- deferred triggers of the events have run, so every screen reads the same history.
-- Deterministic: setseed() fixes every choice, and the calendar counts back from the day it is applied.

set constraints all deferred;

create temp table demo_marca (tabela text primary key, ultimo bigint not null, sql_novos text not null, sql_mudados text)
  on commit drop;

-- One update per table for the rows an event created, one for the rows it changed (tables an event updates).
insert into demo_marca (tabela, ultimo, sql_novos, sql_mudados)
select c.table_name, 0,
       format('update public.%I set %s where id > $3', c.table_name,
              string_agg(case when c.data_type = 'date' then format('%1$I = %1$I + $2', c.column_name)
                              else format('%1$I = %1$I + $1', c.column_name) end, ', ')),
       case when c.table_name in ('caixas', 'vendas', 'titulos', 'compras', 'vales_troca') then
         format('update public.%I set %s where %s', c.table_name,
                string_agg(format('%1$I = case when %1$I between now() and clock_timestamp() then %1$I + $1 else %1$I end', c.column_name), ', ')
                  filter (where c.data_type <> 'date'),
                string_agg(format('%1$I between now() and clock_timestamp()', c.column_name), ' or ')
                  filter (where c.data_type <> 'date'))
       end
  from information_schema.columns c
 where c.table_schema = 'public'
   and c.table_name in ('caixas', 'vendas', 'itens_venda', 'pagamentos_venda', 'movimentos_caixa', 'movimentacoes_estoque',
                        'titulos', 'baixas', 'trocas', 'vales_troca', 'vales_troca_movimentos', 'pagamentos_troca',
                        'compras', 'recebimentos_compra', 'custos_historico')
   and c.data_type in ('timestamp with time zone', 'date')
 group by c.table_name;

create function pg_temp.demo_marcar() returns void
language plpgsql as $$
declare
  r record;
  v_ultimo bigint;
begin
  for r in select tabela from pg_temp.demo_marca loop
    execute format('select coalesce(max(id), 0) from public.%I', r.tabela) into v_ultimo;
    update pg_temp.demo_marca set ultimo = v_ultimo where tabela = r.tabela;
  end loop;
end $$;

-- Moves what the last event wrote to p_quando (São Paulo local time).
create function pg_temp.demo_mover(p_quando timestamp) returns void
language plpgsql as $$
declare
  v_delta interval := (p_quando at time zone 'America/Sao_Paulo') - now();
  v_dias integer := p_quando::date - (now() at time zone 'America/Sao_Paulo')::date;
  r record;
begin
  perform set_config('session_replication_role', 'replica', true);
  for r in select * from pg_temp.demo_marca loop
    execute r.sql_novos using v_delta, v_dias, r.ultimo;
    if r.sql_mudados is not null then
      execute r.sql_mudados using v_delta;
    end if;
  end loop;
  perform set_config('session_replication_role', 'origin', true);
  perform pg_temp.demo_marcar();
end $$;

-- Who is acting (auth.uid() reads the claims PostgREST would set).
create function pg_temp.demo_quem(p_sub text) returns void
language sql as $$
  select set_config('request.jwt.claims', json_build_object('sub', p_sub, 'role', 'authenticated')::text, true);
$$;

-- What each cell can give at p_quando without its ledger ever going below zero: the least balance from that
-- moment on (the seed's own entries are dated, and some come after the history's first days).
create function pg_temp.demo_disponivel(p_quando timestamptz)
returns table (produto_id bigint, grade_id bigint, disponivel integer)
language sql as $$
  -- The balance at p_quando (the stock less what moved after it) and every balance after it.
  select c.produto_id, c.grade_id, least(c.estoque, coalesce(min(m.saldo), c.estoque), c.estoque - coalesce(sum(m.delta), 0))::integer
    from (
      select g.produto_id, g.id grade_id, g.estoque_atual estoque from public.grades_produto g
      union all
      select p.id, null, p.estoque_atual from public.produtos p
       where not exists (select 1 from public.grades_produto g where g.produto_id = p.id)
    ) c
    left join (
      select r.produto_id, r.grade_id, r.data_movimentacao, case r.tipo when 'entrada' then r.quantidade else -r.quantidade end delta,
             sum(case r.tipo when 'entrada' then r.quantidade else -r.quantidade end)
               over (partition by r.produto_id, r.grade_id order by r.data_movimentacao, r.id) saldo
        from public.movimentacoes_estoque r
    ) m on m.produto_id = c.produto_id and m.grade_id is not distinct from c.grade_id and m.data_movimentacao > p_quando
   group by c.produto_id, c.grade_id, c.estoque;
$$;

-- p_n lines a customer takes at p_quando, bikinis and swimsuits first (a beach shop), one unit each
-- (sometimes two of a cheap one), always leaving one in the cell. The cells the demo day sells or exchanges
-- into are left alone.
create function pg_temp.demo_itens(p_n integer, p_quando timestamptz) returns jsonb
language sql as $$
  select jsonb_agg(jsonb_build_object('produto_id', y.produto_id, 'grade_id', y.grade_id,
                                      'quantidade', case when y.preco < 70 and y.disponivel >= 4 and random() < 0.3 then 2 else 1 end))
    from (
      select d.produto_id, d.grade_id, d.disponivel, p.preco_venda preco
        from pg_temp.demo_disponivel(p_quando) d
        join public.produtos p on p.id = d.produto_id
       where p.ativo and d.disponivel >= 2 and coalesce(d.grade_id, 0) not in (2, 5, 17, 23, 97, 176, 179, 181)
      -- A weighted draw: bikinis weigh 5, swimsuits and beachwear 3, the rest 2.
      order by -ln(random()) / case p.categoria_id when 1 then 5 when 4 then 3 when 6 then 3 else 2 end, d.produto_id, d.grade_id
      limit p_n
    ) y;
$$;

do $$
declare
  c_admin constant text := '00000000-0000-4000-8000-000000000001';
  c_funcionario constant text := '00000000-0000-4000-8000-000000000002';
  c_cliente constant text := '00000000-0000-4000-8000-000000000004';
  c_dias constant integer := 56;
  v_pix bigint := (select id from public.formas_pagamento where tipo = 'pix' order by id limit 1);
  v_dinheiro bigint := (select id from public.formas_pagamento where tipo = 'dinheiro' order by id limit 1);
  v_debito bigint := (select id from public.formas_pagamento where tipo = 'debito' order by id limit 1);
  v_credito bigint := (select id from public.formas_pagamento where tipo = 'credito' order by id limit 1);
  v_conta_banco bigint := (select id from public.contas_financeiras where tipo = 'banco' order by id limit 1);
  v_conta_maquininha bigint := (select id from public.contas_financeiras where tipo = 'maquininha' order by id limit 1);
  v_hoje date := public._hoje_loja();
  v_dia date;
  v_vendedor text;
  v_n integer;
  v_quando timestamp;
  v_itens jsonb;
  v_total numeric;
  v_desconto numeric;
  v_sorteio double precision;
  v_pagamento jsonb;
  v_venda jsonb;
  v_compra jsonb;
  v_titulo record;
  v_item record;
  v_troca_motivo text;
  v_trocas integer := 0;
begin
  perform setseed(0.28);
  perform pg_temp.demo_marcar();

  for k in reverse c_dias .. 1 loop
    v_dia := v_hoje - k;
    -- Rafael works Tuesday to Saturday, Marina Sunday and Monday.
    v_vendedor := case when extract(isodow from v_dia) in (7, 1) then c_admin else c_funcionario end;

    -- Purchasing: a big order for the season at the start, a top-up three weeks before today (its título a
    -- pagar falls due after the demo day).
    if k in (c_dias, 21) then
      perform pg_temp.demo_quem(c_admin);
      v_compra := public.salvar_compra(
        (select id from public.fornecedores where nome = case k when c_dias then 'Tecidos Maré Alta Ltda' else 'Palha & Arte Artesanatos' end),
        (select jsonb_agg(jsonb_build_object('produto_id', g.produto_id, 'cor', g.cor, 'tamanho', g.tamanho,
                                             'quantidade', case when k = c_dias then 3 else 2 end,
                                             'custo_unitario', round(p.preco_venda * 0.42, 2)) order by g.id)
           from public.grades_produto g join public.produtos p on p.id = g.produto_id
          where p.ativo and case when k = c_dias then p.categoria_id in (1, 4) else p.categoria_id in (2, 3, 6) end),
        case k when c_dias then 'Coleção de verão' else 'Reposição de acessórios' end);
      perform pg_temp.demo_mover(v_dia - 3 + time '10:15');
      perform public.aprovar_compra((v_compra ->> 'id')::bigint);
      perform pg_temp.demo_mover(v_dia - 2 + time '16:40');
      perform public.receber_compra((v_compra ->> 'id')::bigint,
        (select jsonb_agg(jsonb_build_object('item_id', i.id, 'quantidade', i.quantidade) order by i.id)
           from public.itens_compra i where i.compra_id = (v_compra ->> 'id')::bigint));
      perform pg_temp.demo_mover(v_dia + time '08:30');
    end if;

    perform pg_temp.demo_quem(v_vendedor);
    perform public.abrir_caixa(200.00);
    perform pg_temp.demo_mover(v_dia + time '09:00');

    -- Weekends are the beach's days.
    v_n := case extract(isodow from v_dia)
             when 6 then 5 + floor(random() * 3) when 7 then 5 + floor(random() * 3)
             when 5 then 4 + floor(random() * 2) else 2 + floor(random() * 2) end;
    for s in 1 .. v_n loop
      v_quando := v_dia + time '09:20' + (s - 1) * ((interval '9 hours') / v_n) + random() * (interval '50 minutes');
      v_itens := pg_temp.demo_itens(case when random() < 0.65 then 1 when random() < 0.8 then 2 else 3 end,
                                    v_quando at time zone 'America/Sao_Paulo');
      continue when v_itens is null;  -- nothing left on the shelf that day
      v_total := (select sum(public.preco_atual((e ->> 'produto_id')::bigint) * (e ->> 'quantidade')::integer) from jsonb_array_elements(v_itens) e);
      v_desconto := case when random() < 0.12 then round(v_total * 0.05, 2) else 0 end;
      v_total := v_total - v_desconto;
      v_sorteio := random();
      v_pagamento := case
        when v_sorteio < 0.34 then jsonb_build_object('forma_pagamento_id', v_pix, 'valor', v_total)
        when v_sorteio < 0.50 then jsonb_build_object('forma_pagamento_id', v_dinheiro, 'valor', v_total, 'valor_recebido', ceil(v_total / 50) * 50)
        when v_sorteio < 0.70 then jsonb_build_object('forma_pagamento_id', v_debito, 'valor', v_total)
        else jsonb_build_object('forma_pagamento_id', v_credito, 'valor', v_total, 'parcelas', case when v_total > 200 then 3 when v_total > 120 then 2 else 1 end)
      end;
      v_venda := public.finalizar_venda(v_itens, jsonb_build_array(v_pagamento),
        case when random() < 0.3 then (select c.id from public.clientes c where c.ativo order by random() limit 1) end,
        p_desconto => v_desconto);
      perform pg_temp.demo_mover(v_quando);
    end loop;

    -- Juliana's storefront orders, confirmed at the counter with Pix.
    v_itens := pg_temp.demo_itens(1 + floor(random() * 2)::integer, (v_dia + time '17:10') at time zone 'America/Sao_Paulo');
    if k % 6 = 2 and v_itens is not null then
      perform pg_temp.demo_quem(c_cliente);
      v_venda := public.registrar_pedido(v_itens);
      perform pg_temp.demo_quem(v_vendedor);
      perform public.confirmar_pedido((v_venda ->> 'id')::bigint, jsonb_build_array(jsonb_build_object(
        'forma_pagamento_id', v_pix, 'valor', (select total from public.vendas where id = (v_venda ->> 'id')::bigint))));
      perform pg_temp.demo_mover(v_dia + time '17:10');
    end if;

    -- An exchange every week or so: a piece sold two to six days before, for another size (or colour, or the
    -- same cell when it was faulty); same product, same price, nothing to pay.
    if k % 8 = 3 then
      -- The n-th exchange made (a motivo with no fitting piece that week is tried again the next one).
      v_troca_motivo := case v_trocas when 1 then 'Cor' when 3 then 'Defeito' else 'Tamanho' end;
      with d as materialized (select * from pg_temp.demo_disponivel((v_dia + time '11:30') at time zone 'America/Sao_Paulo'))
      select i.id item_id, i.venda_id, i.produto_id, n.id nova_grade into v_item
        from public.itens_venda i
        join public.vendas v on v.id = i.venda_id
        join public.grades_produto g on g.id = i.grade_id
        join public.produtos p on p.id = i.produto_id
        join lateral (
          select n.id from public.grades_produto n
           join d on d.grade_id = n.id
           where n.produto_id = i.produto_id and d.disponivel >= 1
             and case v_troca_motivo when 'Tamanho' then n.cor = g.cor and n.tamanho <> g.tamanho
                                     when 'Cor' then n.tamanho = g.tamanho and n.cor <> g.cor
                                     else n.id = g.id end
           order by n.id limit 1) n on true
       where v.status = 'confirmada' and v.origem = 'balcao' and v.desconto = 0 and i.desconto = 0 and i.promocao_id is null and p.categoria_id in (1, 4)
         and (v.criada_em at time zone 'America/Sao_Paulo')::date between v_dia - 6 and v_dia - 2
         and not exists (select 1 from public.trocas t where t.venda_id = v.id)
       order by i.id
       limit 1;
      if v_item.item_id is not null then
        perform public.registrar_troca(v_item.venda_id,
          jsonb_build_array(jsonb_build_object('item_venda_id', v_item.item_id, 'quantidade', 1, 'motivo', v_troca_motivo)),
          jsonb_build_array(jsonb_build_object('produto_id', v_item.produto_id, 'grade_id', v_item.nova_grade, 'quantidade', 1)));
        perform pg_temp.demo_mover(v_dia + time '11:30');
        v_trocas := v_trocas + 1;
      end if;
    end if;

    perform public.fechar_caixa((public.resumo_caixa() ->> 'dinheiro_esperado')::numeric);
    perform pg_temp.demo_mover(v_dia + time '19:00');

    -- Marina's office work, at the end of the day.
    perform pg_temp.demo_quem(c_admin);
    if extract(day from v_dia) = 5 then
      -- The rent of the month (the demo day books the coming ones).
      perform public.criar_titulo('pagar', 'Aluguel da loja', 3500.00,
        (select id from public.categorias_financeiras where codigo = 'aluguel'), v_hoje);
      perform pg_temp.demo_mover(v_dia + time '19:10');
    elsif extract(day from v_dia) = 12 then
      perform public.criar_titulo('pagar', 'Conta de energia', round(380 + random() * 120)::numeric,
        (select id from public.categorias_financeiras where codigo = 'energia'), v_hoje + 10);
      perform pg_temp.demo_mover(v_dia + time '19:10');
    elsif extract(day from v_dia) = 15 then
      perform public.criar_titulo('pagar', 'Honorários do contador', 650.00,
        (select id from public.categorias_financeiras where nome = 'Contabilidade'), v_hoje + 5);
      perform pg_temp.demo_mover(v_dia + time '19:10');
    end if;
    if k = 12 then
      -- The air conditioning's repair, due a week later and forgotten: an overdue título in Contas a pagar.
      perform public.criar_titulo('pagar', 'Conserto do ar-condicionado', 480.00,
        (select id from public.categorias_financeiras where nome = 'Manutenção'), v_hoje + 7);
      perform pg_temp.demo_mover(v_dia + time '19:15');
    end if;
    -- What falls due today is paid and received: the card operator's parcelas, the bills.
    for v_titulo in
      select t.id, t.saldo, t.lado from public.titulos t
       where t.status in ('aberto', 'parcial') and t.vencimento <= v_dia and t.descricao <> 'Conserto do ar-condicionado'
       order by t.id
    loop
      perform public.baixar_titulo(v_titulo.id, v_titulo.saldo, v_hoje,
        case when v_titulo.lado = 'receber' then v_conta_maquininha else v_conta_banco end);
    end loop;
    perform pg_temp.demo_mover(v_dia + time '19:20');
  end loop;

  perform set_config('request.jwt.claims', '', true);

  -- The events' deferred triggers run now, then what they keep by date is rebuilt from the moved rows.
  set constraints all immediate;
  perform public.vendas_resumo_refazer();
  perform public.titulos_resumo_refazer();
  perform public.fluxo_resumo_refazer();
end $$;
