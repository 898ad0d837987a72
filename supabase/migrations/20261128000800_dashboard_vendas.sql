-- The dashboard's sales figures (issue 24, "Dashboard"): until now sample values labelled "Dados de
-- exemplo", now counted by the database from vendas, in one staff-only call.
--
-- Definitions (the shop's calendar is America/Sao_Paulo's, as every sales screen reads dates):
--   * A sale counts when it is confirmada, on the day and month of its confirmada_em in São Paulo
--     time. A pending order counts from the day it is confirmed; a cancelled sale (even one that was
--     confirmed) does not count at all.
--   * vendas do mês: how many sales count in the current month.
--   * faturamento: the sum of their total (numeric, to the cent).
--   * ticket médio: faturamento / vendas do mês, rounded to the cent; 0.00 when there is none.
--   * por_dia: each of the last 30 days (today included, oldest first), the count and total of the
--     sales that count on that day; a day without sales is there with 0 and 0.00.
--   * recentes: the 5 newest sales by criada_em that are confirmada or still pending (a pending order
--     past its deadline is expirada, not pending: left out), with their code (V-000123), the customer
--     (the register's cliente, else the storefront login that ordered, else "Consumidor final"), the
--     day it was made in São Paulo, total and situação.
-- Money leaves as text ("214.80"), so the browser never reads it as a float.
--
-- Index-backed: the month and the 30 days are one range on vendas_confirmadas (below); the recent
-- sales walk vendas_criada newest first and stop at 5.

create index vendas_confirmadas on public.vendas (confirmada_em) include (total) where status = 'confirmada';

create function public.dashboard_vendas() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_hoje date := (now() at time zone 'America/Sao_Paulo')::date;
  v_inicio_mes date := date_trunc('month', v_hoje)::date;
  v_resultado jsonb;
begin
  -- Row-level security would answer zeros to anyone else; a clear refusal says why instead.
  if not public.is_staff() then
    raise exception 'Acesso restrito à equipe da loja' using errcode = '42501';
  end if;

  with dias as (
    -- Every confirmed sale from the earlier of the month's first day and the chart's first day, by day.
    select (v.confirmada_em at time zone 'America/Sao_Paulo')::date as dia, count(*)::integer as vendas, sum(v.total) as total
      from public.vendas v
     where v.status = 'confirmada'
       and v.confirmada_em >= (least(v_inicio_mes, v_hoje - 29)::timestamp at time zone 'America/Sao_Paulo')
       and v.confirmada_em < ((v_hoje + 1)::timestamp at time zone 'America/Sao_Paulo')
     group by 1
  ),
  mes as (
    select coalesce(sum(d.vendas), 0)::integer as vendas, coalesce(sum(d.total), 0)::numeric(14, 2) as faturamento
      from dias d
     where d.dia >= v_inicio_mes
  ),
  recentes as (
    select v.id, v.numero, v.cliente_id, v.comprador_id, v.criada_em, v.total, v.status, v.origem
      from public.vendas v
     where v.status = 'confirmada' or (v.status = 'pendente' and v.reserva_expira_em > now())
     order by v.criada_em desc, v.id desc
     limit 5
  )
  select jsonb_build_object(
    'mes', v_inicio_mes,
    'hoje', v_hoje,
    'vendas_mes', m.vendas,
    'faturamento_mes', m.faturamento::text,
    'ticket_medio', (case when m.vendas = 0 then 0 else round(m.faturamento / m.vendas, 2) end)::numeric(14, 2)::text,
    'por_dia', (
      select jsonb_agg(jsonb_build_object(
               'dia', s.dia::date,
               'vendas', coalesce(d.vendas, 0),
               'total', coalesce(d.total, 0)::numeric(14, 2)::text)
             order by s.dia)
        from generate_series((v_hoje - 29)::timestamp, v_hoje::timestamp, interval '1 day') as s(dia)
        left join dias d on d.dia = s.dia::date
    ),
    'recentes', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', r.id,
               'codigo', public.codigo_venda(r.numero),
               'cliente', coalesce(c.nome, u.nome, 'Consumidor final'),
               'data', (r.criada_em at time zone 'America/Sao_Paulo')::date,
               'total', r.total::text,
               'situacao', r.status,
               'origem', r.origem)
             order by r.criada_em desc, r.id desc), '[]'::jsonb)
        from recentes r
        left join public.clientes c on c.id = r.cliente_id
        left join public.usuarios u on u.id = r.comprador_id
    ))
    into v_resultado
    from mes m;
  return v_resultado;
end
$$;

comment on function public.dashboard_vendas() is
  'Dashboard sales for staff: confirmed sales of the month in São Paulo time (count, faturamento, ticket médio), per day of the last 30 days, and the 5 newest confirmed or pending sales. Money as text.';
revoke execute on function public.dashboard_vendas() from public, anon;
grant execute on function public.dashboard_vendas() to authenticated;
