-- Grade codes (issue 27, "Etiquetas"): every grade has a barcode, unique, that the counter sale
-- (produtos_para_venda(p_codigo)) and the balanço find it by, and that the labels print.
--
-- A grade saved without a code (null or blank, by the grade form, "Montar Grade", the CSV import or SQL)
-- gets one from the database: an EAN-13 in the in-store range (GS1 prefixes 20–29 are for a shop's own
-- items and never name a trade item: "20" + a 10-digit number from a sequence + the check digit), so any
-- scanner reads it and it can never clash with a supplier's EAN. A typed code is kept as typed (trimmed);
-- a code another grade already has is refused with "Este código de barras já está em uso" (the unique
-- index grades_produto_codigo_barras_unico backs the check when two saves race).
--
-- The trigger runs only when codigo_barras is written (insert, or an update that names the column): a
-- sale's stock update of a grade does not pay for it.

-- 1. EAN-13 ----------------------------------------------------------------------------------------------
-- The check digit of 12 digits (GS1: weights 1,3,1,3… from the left; 10 − sum mod 10, mod 10); null
-- when the text is not 12 digits. PL/pgSQL, as the helpers of 20261128001300 (a SQL function with
-- search_path set is planned again on every call).
create function public.ean13_digito(p_doze text) returns integer
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  v_soma integer := 0;
begin
  if p_doze !~ '^[0-9]{12}$' then
    return null;
  end if;
  for i in 1..12 loop
    v_soma := v_soma + substr(p_doze, i, 1)::integer * case when i % 2 = 0 then 3 else 1 end;
  end loop;
  return (10 - v_soma % 10) % 10;
end $$;

-- True when the text is 13 digits whose last is the check digit of the first 12.
create function public.ean13_valido(p_codigo text) returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  if p_codigo is null or p_codigo !~ '^[0-9]{13}$' then
    return false;
  end if;
  return public.ean13_digito(left(p_codigo, 12)) = right(p_codigo, 1)::integer;
end $$;

comment on function public.ean13_valido(text) is 'Whether a code is a valid EAN-13 (13 digits, GS1 check digit).';
grant execute on function public.ean13_digito(text), public.ean13_valido(text) to anon, authenticated;

-- 2. The next free in-store code ---------------------------------------------------------------------------
create sequence public.grades_codigo_seq as bigint minvalue 1 maxvalue 9999999999;

-- "20" + the sequence's next number in 10 digits + check digit; a number whose code is already taken (a
-- typed code, or a product's own code) is skipped.
create function public._novo_codigo_grade() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_doze text;
  v_codigo text;
begin
  loop
    v_doze := '20' || lpad(nextval('public.grades_codigo_seq')::text, 10, '0');
    v_codigo := v_doze || public.ean13_digito(v_doze)::text;
    exit when not exists (select 1 from public.grades_produto g where g.codigo_barras = v_codigo)
          and not exists (select 1 from public.produtos p where p.codigo_barras = v_codigo);
  end loop;
  return v_codigo;
end $$;

revoke execute on function public._novo_codigo_grade() from public, anon, authenticated;

-- 3. The trigger: blank gets a code, a duplicate is refused -------------------------------------------------
create function public.grades_produto_codigo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.codigo_barras := nullif(btrim(coalesce(new.codigo_barras, '')), '');
  if new.codigo_barras is null then
    new.codigo_barras := public._novo_codigo_grade();
    return new;
  end if;
  if tg_op = 'UPDATE' and new.codigo_barras = old.codigo_barras then
    return new;
  end if;
  if exists (select 1 from public.grades_produto g where g.codigo_barras = new.codigo_barras and g.id <> new.id) then
    raise exception 'Este código de barras já está em uso'
      using errcode = '23505', constraint = 'grades_produto_codigo_barras_unico',
            detail = format('O código %s já pertence a outra grade.', new.codigo_barras);
  end if;
  return new;
end $$;

revoke execute on function public.grades_produto_codigo() from public, anon, authenticated;

create trigger grades_produto_codigo before insert or update of codigo_barras on public.grades_produto
  for each row execute function public.grades_produto_codigo();

-- 4. Backfill, then the unique index --------------------------------------------------------------------------
-- Fills every grade without a code (the trigger generates it). Kept as a function so a restore that
-- bypassed triggers can be repaired, and so the backfill itself is tested. Returns how many were filled.
create function public._preencher_codigos_grades() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_n integer;
begin
  update public.grades_produto set codigo_barras = null
   where codigo_barras is null or btrim(codigo_barras) = '';
  get diagnostics v_n = row_count;
  return v_n;
end $$;

revoke execute on function public._preencher_codigos_grades() from public, anon, authenticated;

-- A code typed on two grades before this migration named neither for sure (the counter sale took the
-- lowest id): the first grade keeps it, the others get a generated one, so the unique index can be built.
do $$
declare
  v_n integer;
begin
  with repetidas as (
    select id from (
      select g.id, row_number() over (partition by btrim(g.codigo_barras) order by g.id) as n
        from public.grades_produto g
       where btrim(coalesce(g.codigo_barras, '')) <> ''
    ) x where x.n > 1
  )
  update public.grades_produto g set codigo_barras = null from repetidas r where g.id = r.id;
  get diagnostics v_n = row_count;
  if v_n > 0 then
    raise notice 'grades com código de barras repetido receberam um código novo: %', v_n;
  end if;
  perform public._preencher_codigos_grades();
end $$;

create unique index grades_produto_codigo_barras_unico on public.grades_produto (codigo_barras);

-- 5. What the labels print ------------------------------------------------------------------------------------
-- etiquetas_itens: the label rows for the screen /estoque/etiquetas, one per grade (or one per product
-- without grades, with the product's own code), in one call. Staff only (the read-only `user` prints too).
--   p_grades, p_produtos: these grades, in the order given (a received purchase order's lines), then these
--            products without grades (their own row: a product with grades has its labels per grade);
--   p_produto: that product's grades by id (its own row when it has none);
--   p_busca: a scanned code (that grade exactly) or words of the products' names or Referência, any order,
--            accents and case aside: the grades of at most 10 active products, by name.
-- Returns [{grade_id, produto_id, nome, referencia, cor, tamanho, codigo, preco, estoque}]: `preco` is the
-- price the shop charges today.
create function public.etiquetas_itens(p_grades bigint[] default null, p_produto bigint default null, p_busca text default null,
                                       p_produtos bigint[] default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_produtos bigint[];
  v_filtro text := 'p.ativo';
  v_palavra text;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver os produtos' using errcode = '42501';
  end if;

  if p_grades is not null or p_produtos is not null then
    return coalesce((
      select jsonb_agg(e.linha order by e.n)
        from (select public._etiqueta(p, g) as linha, o.n
                from unnest(p_grades) with ordinality as o(id, n)
                join public.grades_produto g on g.id = o.id
                join public.produtos p on p.id = g.produto_id
              union all
              select public._etiqueta(p, null), 1000000 + o.n
                from unnest(p_produtos) with ordinality as o(id, n)
                join public.produtos p on p.id = o.id
               where not exists (select 1 from public.grades_produto g where g.produto_id = p.id)) e), '[]'::jsonb);
  end if;

  if p_produto is not null then
    v_produtos := array[p_produto];
  elsif nullif(btrim(coalesce(p_busca, '')), '') is not null then
    if exists (select 1 from public.grades_produto g where g.codigo_barras = btrim(p_busca)) then
      return (select jsonb_agg(public._etiqueta(p, g))
                from public.grades_produto g join public.produtos p on p.id = g.produto_id
               where g.codigo_barras = btrim(p_busca));
    end if;
    for v_palavra in
      select distinct w
        from regexp_split_to_table(public.f_unaccent(lower(left(p_busca, 200))), '[^[:alnum:]]+') as w
       where w <> ''
    loop
      v_filtro := v_filtro || format(' and p.busca like %L', '%' || v_palavra || '%');
    end loop;
    execute format('select array(select p.id from public.produtos p where %s order by p.nome, p.id limit 10)', v_filtro) into v_produtos;
  else
    return '[]'::jsonb;
  end if;

  return coalesce((
    select jsonb_agg(e.linha order by o.n, e.grade_id nulls first)
      from unnest(v_produtos) with ordinality as o(id, n)
      join public.produtos p on p.id = o.id
      cross join lateral (
        select g.id as grade_id, public._etiqueta(p, g) as linha from public.grades_produto g where g.produto_id = p.id
        union all
        select null, public._etiqueta(p, null)
         where not exists (select 1 from public.grades_produto g where g.produto_id = p.id)
      ) e), '[]'::jsonb);
end $$;

-- One label's data: the grade's code, or the product's when it has no grades.
create function public._etiqueta(p public.produtos, g public.grades_produto) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'grade_id', g.id,
    'produto_id', p.id,
    'nome', p.nome,
    'referencia', p.codigo_barras,
    'cor', g.cor,
    'tamanho', g.tamanho,
    'codigo', case when g.id is null then p.codigo_barras else g.codigo_barras end,
    -- The regular price until the current-price function (promotions, issue 27) exists.
    'preco', p.preco_venda,
    'estoque', case when g.id is null then p.estoque_atual else g.estoque_atual end);
end $$;

revoke execute on function public._etiqueta(public.produtos, public.grades_produto) from public, anon, authenticated;
comment on function public.etiquetas_itens(bigint[], bigint, text, bigint[]) is
  'The labels'' rows: chosen grades, a product''s grades, or a search; with code, colour, size and today''s price. Staff only.';
revoke execute on function public.etiquetas_itens(bigint[], bigint, text, bigint[]) from public, anon;
grant execute on function public.etiquetas_itens(bigint[], bigint, text, bigint[]) to authenticated;
