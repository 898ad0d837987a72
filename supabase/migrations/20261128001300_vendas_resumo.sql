-- The sales list keeps its totals (issue 24, "Speed": the sales list with 100,000 sales, every filter's
-- first page p95 ≤ 150 ms). vendas_pagina answers the exact count and money of every filtered sale; with
-- no search and the situação todas, confirmada or cancelada that was 86,000-101,000 rows counted and
-- summed on every request (59-73 ms alone, 560-810 ms p95 at 16 connections). Those totals are now kept.
--
-- 1. vendas_resumo_dia: per day of criada_em in the shop's time zone (America/Sao_Paulo, the days p_de
--    and p_ate name), origem and stored status, how many sales and their total. Pending orders are kept
--    too, under status pendente: a pending order turns expirada by its deadline alone (no write), so
--    "todas" (pendente + expirada + the others) is exactly the sum of every status kept; the situações
--    pendente and expirada, which depend on now(), are still counted live (few rows, vendas_pendentes).
-- 2. Kept by a trigger on vendas (insert; update of origem, status, subtotal, desconto (total is
--    generated from them) or criada_em; delete; truncate). Concurrent sales must not queue on one row:
--    - the trigger is a deferred constraint trigger: it runs when the sale's transaction commits, so a
--      summary row is locked from then to the commit only, not through the rest of finalizar_venda
--      (stock, ledger, payments);
--    - today's key is split in 8 fatias (id % 8), which the read sums, so two sales of the same day and
--      origin meet on a row one time in eight. The first sale of a day folds the past days' fatias into
--      fatia 0, so the table keeps one row per day, origem and status (the read stays small: 540 days
--      are ~3,300 rows), and a change to a past sale (a cancellation) writes fatia 0.
--    An update writes both keys (old and new) in one statement, in key order. A transaction that changes
--    many sales at once may lock several rows of the summary in its own order (PostgreSQL resolves a
--    rare deadlock by failing one of them); every sale function changes one sale.
-- 3. vendas_pagina: with no search and the situação todas, confirmada or cancelada, the count and sums
--    come from the summary (filtered by origem and the days [p_de, p_ate], which are exactly the days
--    criada_em falls on); otherwise as before. The page of ids is read as before, through the
--    (criada_em desc, id desc) indexes. Same answer, to the cent and the scale.
-- 4. Backfilled from the existing sales. Only the security definer functions read the table (RLS on, no
--    policy, no grant).

-- 1. The summary ----------------------------------------------------------------------------------------
create table public.vendas_resumo_dia (
  dia date not null,
  origem text not null check (origem in ('catalogo', 'balcao')),
  status text not null check (status in ('pendente', 'confirmada', 'cancelada')),
  fatia smallint not null check (fatia between 0 and 7),
  -- No check (quantidade >= 0): an insert's proposed row is checked before ON CONFLICT finds the row
  -- it updates, and a sale leaving its key proposes -1.
  quantidade bigint not null default 0,
  valor numeric(14, 2) not null default 0,
  primary key (dia, origem, status, fatia)
);
-- The past days' fatias still to fold (see vendas_resumo_atualiza): an index probe per sale.
create index vendas_resumo_dia_fatias on public.vendas_resumo_dia (dia) where fatia <> 0;
comment on table public.vendas_resumo_dia is
  'How many sales and their total per São Paulo day of criada_em, origem, stored status and fatia (id % 8); kept by the vendas_resumo trigger, read by vendas_pagina.';
alter table public.vendas_resumo_dia enable row level security;
revoke all on public.vendas_resumo_dia from public, anon, authenticated;

-- 2. Kept by the sales' writes ----------------------------------------------------------------------------
create function public.vendas_resumo_atualiza() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_hoje date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  -- The first sale of a day folds the past days' fatias into fatia 0 (nobody contends for a past day):
  -- the summary keeps one row per day, origem and status, and eight only for today. A concurrent sale
  -- doing the same waits for this one's commit, then finds nothing left to fold.
  if exists (select 1 from public.vendas_resumo_dia r where r.fatia <> 0 and r.dia < v_hoje) then
    with dobradas as (
      delete from public.vendas_resumo_dia r where r.fatia <> 0 and r.dia < v_hoje
      returning r.dia, r.origem, r.status, r.quantidade, r.valor
    )
    insert into public.vendas_resumo_dia as r (dia, origem, status, fatia, quantidade, valor)
    select d.dia, d.origem, d.status, 0, sum(d.quantidade), sum(d.valor)
      from dobradas d
     group by d.dia, d.origem, d.status
     order by d.dia, d.origem, d.status
    on conflict (dia, origem, status, fatia) do update
      set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
  end if;

  -- The sale's change: minus its old key, plus its new one, in one statement and in key order (the
  -- same order in every transaction). Today's sales spread over eight fatias (id % 8); any fatia of a
  -- key holds a share of it, so a sale's later change may land in another fatia than its first.
  insert into public.vendas_resumo_dia as r (dia, origem, status, fatia, quantidade, valor)
  select d.dia, d.origem, d.status, case when d.dia >= v_hoje then d.fatia else 0 end, sum(d.quantidade), sum(d.valor)
    from (
      select (old.criada_em at time zone 'America/Sao_Paulo')::date, old.origem, old.status, (old.id % 8)::smallint, -1, -old.total
       where tg_op in ('UPDATE', 'DELETE')
      union all
      select (new.criada_em at time zone 'America/Sao_Paulo')::date, new.origem, new.status, (new.id % 8)::smallint, 1, new.total
       where tg_op in ('UPDATE', 'INSERT')
    ) as d (dia, origem, status, fatia, quantidade, valor)
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4
  on conflict (dia, origem, status, fatia) do update
    set quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
  return null;
end $$;
revoke execute on function public.vendas_resumo_atualiza() from public, anon, authenticated;

create constraint trigger vendas_resumo
  after insert or delete or update of origem, status, subtotal, desconto, criada_em on public.vendas
  deferrable initially deferred
  for each row execute function public.vendas_resumo_atualiza();

create function public.vendas_resumo_esvazia() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.vendas_resumo_dia;
  return null;
end $$;
revoke execute on function public.vendas_resumo_esvazia() from public, anon, authenticated;
create trigger vendas_resumo_truncate after truncate on public.vendas
  for each statement execute function public.vendas_resumo_esvazia();

-- Rebuilt from the sales (the backfill below; also after a bulk load that ran with the trigger off).
create function public.vendas_resumo_refazer() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table public.vendas in share mode;
  delete from public.vendas_resumo_dia;
  insert into public.vendas_resumo_dia (dia, origem, status, fatia, quantidade, valor)
  select (v.criada_em at time zone 'America/Sao_Paulo')::date, v.origem, v.status, 0, count(*), sum(v.total)
    from public.vendas v
   group by 1, 2, 3;
end $$;
revoke execute on function public.vendas_resumo_refazer() from public, anon, authenticated;

-- 4. Backfill ------------------------------------------------------------------------------------------------
select public.vendas_resumo_refazer();

-- 3. The list ---------------------------------------------------------------------------------------------------
-- As migration 20261128000600, but for where the count and the sums come from (see the top).
create or replace function public.vendas_pagina(
  p_busca text default '',
  p_situacao text default null,
  p_origem text default null,
  p_de date default null,
  p_ate date default null,
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
  v_busca boolean := false;
  v_offset bigint := (greatest(p_pagina, 1) - 1)::bigint * greatest(p_por_pagina, 1);
  v_resumo record;
  v_ids bigint[];
  v_linhas jsonb;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as vendas' using errcode = '42501';
  end if;
  if p_situacao is not null and p_situacao not in ('pendente', 'expirada', 'confirmada', 'cancelada') then
    raise exception 'Situação de venda inválida.' using errcode = '22023';
  end if;
  if p_origem is not null and p_origem not in ('catalogo', 'balcao') then
    raise exception 'Origem de venda inválida.' using errcode = '22023';
  end if;
  if p_de is not null and p_ate is not null and p_de > p_ate then
    raise exception 'A data inicial é depois da final.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;

  v_filtro := v_filtro || case p_situacao
    when 'pendente' then ' and v.status = ''pendente'' and v.reserva_expira_em > now()'
    when 'expirada' then ' and v.status = ''pendente'' and v.reserva_expira_em <= now()'
    when 'confirmada' then ' and v.status = ''confirmada'''
    when 'cancelada' then ' and v.status = ''cancelada'''
    else '' end;
  if p_origem is not null then
    v_filtro := v_filtro || format(' and v.origem = %L', p_origem);
  end if;
  if p_de is not null then
    v_filtro := v_filtro || format(' and v.criada_em >= %L', (p_de::timestamp at time zone 'America/Sao_Paulo'));
  end if;
  if p_ate is not null then
    v_filtro := v_filtro || format(' and v.criada_em < %L', ((p_ate + 1)::timestamp at time zone 'America/Sao_Paulo'));
  end if;
  for v_palavra in
    select distinct w
      from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
     where w <> ''
  loop
    v_filtro := v_filtro || format(' and v.busca like %L', '%' || v_palavra || '%');
    v_busca := true;
  end loop;

  if not v_busca and (p_situacao is null or p_situacao in ('confirmada', 'cancelada')) then
    -- The kept totals. No sale in the filter answers 0 (not 0.00), as the count over vendas did.
    select r.total, case when r.total = 0 then 0 else r.valor end as valor,
           case when r.confirmadas = 0 then 0 else r.valor_confirmado end as valor_confirmado
      into v_resumo
      from (select coalesce(sum(s.quantidade), 0)::bigint as total, sum(s.valor) as valor,
                   coalesce(sum(s.quantidade) filter (where s.status = 'confirmada'), 0) as confirmadas,
                   sum(s.valor) filter (where s.status = 'confirmada') as valor_confirmado
              from public.vendas_resumo_dia s
             where (p_situacao is null or s.status = p_situacao)
               and (p_origem is null or s.origem = p_origem)
               and (p_de is null or s.dia >= p_de)
               and (p_ate is null or s.dia <= p_ate)) as r;
  else
    execute 'select count(*) as total, coalesce(sum(v.total), 0) as valor,
                    coalesce(sum(v.total) filter (where v.status = ''confirmada''), 0) as valor_confirmado
               from public.vendas v where ' || v_filtro
       into v_resumo;
  end if;
  if v_resumo.total > v_offset then
    execute format('select array(select v.id from public.vendas v where %s order by v.criada_em desc, v.id desc limit %s offset %s)',
                   v_filtro, p_por_pagina, v_offset)
       into v_ids;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', v.id,
           'numero', v.numero,
           'codigo', public.codigo_venda(v.numero),
           'origem', v.origem,
           'situacao', case when v.status = 'pendente' and v.reserva_expira_em <= now() then 'expirada' else v.status end,
           'cliente_nome', coalesce(c.nome, u.nome),
           'cpf', coalesce(c.cpf, v.cpf_na_nota),
           'itens', (select coalesce(sum(i.quantidade), 0) from public.itens_venda i where i.venda_id = v.id),
           'total', v.total,
           'criada_em', v.criada_em,
           'reserva_expira_em', v.reserva_expira_em
         ) order by o.n), '[]'::jsonb)
    into v_linhas
    from unnest(v_ids) with ordinality as o(id, n)
    join public.vendas v on v.id = o.id
    left join public.clientes c on c.id = v.cliente_id
    left join public.usuarios u on u.id = v.comprador_id;

  return jsonb_build_object('total', v_resumo.total, 'valor', v_resumo.valor, 'valor_confirmado', v_resumo.valor_confirmado,
                            'linhas', v_linhas);
end $$;
