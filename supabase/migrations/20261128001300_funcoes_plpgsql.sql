-- The small helpers every write and every policy calls, in PL/pgSQL instead of SQL.
--
-- A LANGUAGE sql function with `set search_path` (all of ours, as Supabase's linter asks) is never
-- inlined, and PostgreSQL 17 parses and plans its body again for every query that calls it: fmgr_sql
-- keeps nothing between queries. A sale runs about 150 statements, and these helpers were 27 % of the
-- database's time (perf, `finalizar_venda` at 16 sellers). PL/pgSQL keeps each statement's plan for the
-- session and evaluates a lone expression without the executor, so the same bodies cost a fraction.
-- Bodies, volatility, security and grants are unchanged (create or replace keeps the grants); the
-- indexes and generated columns built on f_unaccent and somente_digitos keep their values, since each
-- function returns exactly what it did.
-- Left in SQL: the catalogue's and the cash's query functions, which run once per request.

create or replace function public.current_tipo() returns text
language plpgsql stable security definer set search_path = ''
as $$ begin return (select u.tipo from public.usuarios u where u.auth_user_id = (select auth.uid()) and u.ativo); end $$;

create or replace function public.current_usuario_id() returns bigint
language plpgsql stable security definer set search_path = ''
as $$ begin return (select u.id from public.usuarios u where u.auth_user_id = (select auth.uid()) and u.ativo); end $$;

create or replace function public._usuario_atual() returns bigint
language plpgsql stable security definer set search_path = ''
as $$ begin return (select u.id from public.usuarios u where u.auth_user_id = auth.uid()); end $$;

create or replace function public.can_write() returns boolean
language plpgsql stable security definer set search_path = ''
as $$ begin return coalesce(public.current_tipo() in ('admin', 'funcionario'), false); end $$;

create or replace function public.is_admin() returns boolean
language plpgsql stable security definer set search_path = ''
as $$ begin return coalesce(public.current_tipo() = 'admin', false); end $$;

create or replace function public.is_staff() returns boolean
language plpgsql stable security definer set search_path = ''
as $$ begin return coalesce(public.current_tipo() in ('admin', 'funcionario', 'user'), false); end $$;

create or replace function public.f_unaccent(text) returns text
language plpgsql immutable parallel safe strict set search_path = ''
as $$ begin return extensions.unaccent('extensions.unaccent'::regdictionary, $1); end $$;

create or replace function public.somente_digitos(valor text) returns text
language plpgsql immutable parallel safe strict set search_path = ''
as $$ begin return regexp_replace(valor, '[^0-9]', '', 'g'); end $$;

create or replace function public.cnpj_normalizado(valor text) returns text
language plpgsql immutable parallel safe strict set search_path = ''
as $$ begin return upper(regexp_replace(valor, '[^0-9A-Za-z]', '', 'g')); end $$;

create or replace function public.tamanho_rotulo(p_tamanho text) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$ begin return case when lower(p_tamanho) = 'unico' then 'UNC' else p_tamanho end; end $$;

create or replace function public._efeito(p_tipo text, p_quantidade integer) returns integer
language plpgsql immutable set search_path = ''
as $$ begin return case p_tipo when 'entrada' then p_quantidade else -p_quantidade end; end $$;

create or replace function public.codigo_venda(p_numero bigint) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$ begin return 'V-' || lpad(p_numero::text, 6, '0'); end $$;

create or replace function public.codigo_orcamento(p_numero bigint) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$ begin return 'O-' || lpad(p_numero::text, 6, '0'); end $$;

create or replace function public._reais(p_valor numeric) returns text
language plpgsql immutable set search_path = ''
as $$ begin return 'R$ ' || translate(to_char(p_valor, 'FM999,999,999,990.00'), ',.', '.,'); end $$;

create or replace function public._hoje_loja() returns date
language plpgsql stable parallel safe set search_path = ''
as $$ begin return (now() at time zone 'America/Sao_Paulo')::date; end $$;

create or replace function public.situacao_orcamento(p_venda_id bigint, p_valido_ate date) returns text
language plpgsql stable parallel safe set search_path = ''
as $$
begin
  return case when p_venda_id is not null then 'aprovado'
              when p_valido_ate < public._hoje_loja() then 'expirado'
              else 'pendente' end;
end $$;

create or replace function public._caixa_aberto() returns public.caixas
language plpgsql security definer set search_path = ''
as $$
declare
  v_caixa public.caixas;
begin
  select * into v_caixa from public.caixas where empresa_id = 1 and fechado_em is null for update;
  return v_caixa;
end $$;

create or replace function public._caixa_aberto_para_venda() returns public.caixas
language plpgsql security definer set search_path = ''
as $$
declare
  v_caixa public.caixas;
begin
  select * into v_caixa from public.caixas where empresa_id = 1 and fechado_em is null for share;
  return v_caixa;
end $$;

create or replace function public._bloquear_produtos(p_ids bigint[]) returns void
language plpgsql security definer set search_path = ''
as $$ begin perform from public.produtos where id = any (p_ids) order by id for update; end $$;

create or replace function public._reservado(p_produto_id bigint, p_grade_id bigint, p_exceto bigint default null) returns integer
language plpgsql stable security definer set search_path = ''
as $$
begin
  return (select coalesce(sum(i.quantidade), 0)::integer
            from public.itens_venda i
            join public.vendas v on v.id = i.venda_id
           where v.status = 'pendente' and v.reserva_expira_em > now() and v.id is distinct from p_exceto
             and i.produto_id = p_produto_id and i.grade_id is not distinct from p_grade_id);
end $$;
