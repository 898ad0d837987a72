-- A product's colour and size lists (produtos.cores, produtos.tamanhos: the list filters) are rebuilt only
-- when its grades' colours, sizes or membership change, not on every stock change.
--
-- produto_soma_grades ran before every update of a product and rebuilt both lists (array_agg distinct,
-- unaccent per grade) even when a sale had only moved a grade's stock: a sixth of the database's time in
-- a sale. The lists depend on the grades alone and no client may write them (column grants), so the
-- grades' statement trigger rebuilds them when a grade is inserted or deleted or changes cor, tamanho or
-- produto_id; produto_soma_grades keeps the stock equal to the grades' sum on every update.

create or replace function public.produto_soma_grades() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  soma integer;
begin
  select sum(g.estoque_atual) into soma from public.grades_produto g where g.produto_id = new.id;
  if soma is not null then
    new.estoque_atual := soma;
  end if;
  return new;
end $$;

create or replace function public.grades_atualizam_produtos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_produtos bigint[];
  v_listas_mudaram boolean := true;
begin
  if tg_op = 'INSERT' then
    v_produtos := array(select distinct n.produto_id from novas n);
  elsif tg_op = 'DELETE' then
    v_produtos := array(select distinct a.produto_id from antigas a);
  else
    v_produtos := array(select a.produto_id from antigas a union select n.produto_id from novas n);
    v_listas_mudaram := exists (select 1 from antigas a join novas n on n.id = a.id
                                 where (a.cor, a.tamanho, a.produto_id) is distinct from (n.cor, n.tamanho, n.produto_id));
  end if;

  if v_listas_mudaram then
    update public.produtos p
       set estoque_atual = case when l.produto_id is null then 0 else p.estoque_atual end,
           cores = coalesce(l.cores, '{}'),
           tamanhos = coalesce(l.tamanhos, '{}')
      from unnest(v_produtos) as alvo(id)
      left join (select g.produto_id, array_agg(distinct public.f_unaccent(lower(btrim(g.cor)))) as cores,
                        array_agg(distinct lower(btrim(g.tamanho))) as tamanhos
                   from public.grades_produto g where g.produto_id = any (v_produtos)
                  group by g.produto_id) l on l.produto_id = alvo.id
     where p.id = alvo.id;
  else
    -- Only stock moved: produto_soma_grades sets each product's stock to its grades' sum.
    update public.produtos p set estoque_atual = p.estoque_atual where p.id = any (v_produtos);
  end if;
  return null;
end $$;
