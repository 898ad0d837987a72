-- Fluxo de caixa from kept daily totals (issue 26, bench fluxo-dre).
--
-- Summing the baixas themselves (migration 20261129003000) costs ~100 ms for 12 months over 200,000
-- baixas (the opening balance reads every baixa before the period, the period ~140,000 more): at 16
-- connections on 2 cores a p95 of 1.3-1.6 s against a budget of 300 ms. The realised money per day, conta
-- and side is now kept:
-- - fluxo_deltas: every baixa that moved money adds a row (+valor_movimentado on its date; its estorno
--   adds the opposite). Writers only INSERT here: concurrent sales never wait for each other on a
--   counter row, and no order of rows can deadlock them.
-- - fluxo_resumo: the folded totals (data, conta, lado). Now and then (1 delta in 128) the writer folds
--   every delta it sees into it, under a transaction-level advisory lock taken only if free: one folder
--   at a time, and a sale never waits for it.
-- - fluxo_caixa reads fluxo_resumo + the unfolded deltas: a few thousand rows for any period.
-- - fluxo_resumo_refazer(): rebuilds both from the baixas (after a load with the triggers off).

create table public.fluxo_resumo (
  data date not null,
  conta_financeira_id bigint not null,
  lado text not null check (lado in ('receber', 'pagar')),
  valor numeric(14, 2) not null default 0,
  primary key (data, conta_financeira_id, lado)
);
create table public.fluxo_deltas (
  id bigint generated always as identity primary key,
  data date not null,
  conta_financeira_id bigint not null,
  lado text not null check (lado in ('receber', 'pagar')),
  valor numeric(14, 2) not null
);
create index fluxo_deltas_data on public.fluxo_deltas (data) include (conta_financeira_id, lado, valor);
comment on table public.fluxo_resumo is
  'Realised money per day, conta financeira and side (active baixas'' valor_movimentado), folded from fluxo_deltas; read by fluxo_caixa.';
comment on table public.fluxo_deltas is
  'What each baixa (+) and each estorno (−) adds to fluxo_resumo, until folded into it.';

alter table public.fluxo_resumo enable row level security;
alter table public.fluxo_deltas enable row level security;
revoke all on public.fluxo_resumo, public.fluxo_deltas from public, anon, authenticated;
-- fluxo_caixa runs as the caller (staff): it reads these as the baixas themselves are read.
grant select on public.fluxo_resumo, public.fluxo_deltas to authenticated;
create policy fluxo_resumo_leitura on public.fluxo_resumo for select to authenticated using ((select public.is_staff()));
create policy fluxo_deltas_leitura on public.fluxo_deltas for select to authenticated using ((select public.is_staff()));

-- Folds every delta this transaction sees into fluxo_resumo (one statement: delete and add up).
create function public._fluxo_dobrar() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  with dobradas as (
    delete from public.fluxo_deltas d returning d.data, d.conta_financeira_id, d.lado, d.valor
  )
  insert into public.fluxo_resumo as r (data, conta_financeira_id, lado, valor)
  select x.data, x.conta_financeira_id, x.lado, sum(x.valor) from dobradas x
   group by 1, 2, 3
   order by 1, 2, 3
  on conflict (data, conta_financeira_id, lado) do update set valor = r.valor + excluded.valor;
end $$;

create function public.baixas_fluxo() returns trigger
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_lado text;
  v_valor numeric;
  v_delta bigint;
begin
  if new.conta_financeira_id is null then
    return null;  -- a compensation (a vale spent): no money moved
  end if;
  if tg_op = 'INSERT' and new.estornada_em is null then
    v_valor := new.valor_movimentado;
  elsif tg_op = 'UPDATE' and old.estornada_em is null and new.estornada_em is not null then
    v_valor := -new.valor_movimentado;
  else
    return null;
  end if;
  v_lado := coalesce(new.lado, (select t.lado from public.titulos t where t.id = new.titulo_id));
  insert into public.fluxo_deltas (data, conta_financeira_id, lado, valor)
  values (new.data, new.conta_financeira_id, v_lado, v_valor)
  returning id into v_delta;
  -- 85015 is any fixed key of this fold's lock; taken only if free, released at commit.
  if v_delta % 128 = 0 and pg_try_advisory_xact_lock(85015) then
    perform public._fluxo_dobrar();
  end if;
  return null;
end $$;
create trigger baixas_fluxo after insert or update of estornada_em on public.baixas
  for each row execute function public.baixas_fluxo();

-- Both rebuilt from the active baixas (after a bulk load that ran with the triggers off, as the bench's).
create function public.fluxo_resumo_refazer() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table public.baixas in share mode;
  delete from public.fluxo_deltas;
  delete from public.fluxo_resumo;
  insert into public.fluxo_resumo (data, conta_financeira_id, lado, valor)
  select b.data, b.conta_financeira_id, coalesce(b.lado, t.lado), sum(b.valor_movimentado)
    from public.baixas b
    join public.titulos t on t.id = b.titulo_id
   where b.estornada_em is null and b.conta_financeira_id is not null
   group by 1, 2, 3;
end $$;
revoke execute on function public._fluxo_dobrar(), public.baixas_fluxo(), public.fluxo_resumo_refazer() from public, anon, authenticated;

-- What this database already holds.
select public.fluxo_resumo_refazer();

-- fluxo_caixa reads the kept totals; everything else as before (migration 20261129003000 says what each
-- figure is).
create or replace function public.fluxo_caixa(p_de date, p_ate date, p_agrupar text default 'mes') returns jsonb
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

-- The realised flow no longer reads the baixas: their index for it goes (the DRE's baixas_encargos stays).
drop index public.baixas_fluxo;
