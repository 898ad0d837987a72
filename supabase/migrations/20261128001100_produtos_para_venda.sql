-- The counter sale's product lookup (issue 24): what a barcode names, or the products a name search
-- finds, each with its colour × size grid and the disponível in every cell (estoque atual − what
-- pending, unexpired orders hold), in one call. Staff only.
--
-- p_codigo: a scanned code, matched exactly against a grade's and a product's code (the grade's names
--   that grade: `grade_id` says which); p_busca: every word in the product's busca (any order, accents
--   and case aside), at most 10 products by name. Returns [{id, nome, preco_venda, codigo_barras,
--   estoque, disponivel, grade_id, grades: [{id, cor, tamanho, cor_rgb, codigo_barras, estoque, disponivel}]}].
create function public.produtos_para_venda(p_busca text default '', p_codigo text default null) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_grade bigint;
  v_filtro text := 'p.ativo';
  v_palavra text;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver os produtos' using errcode = '42501';
  end if;

  if nullif(btrim(coalesce(p_codigo, '')), '') is not null then
    select g.id, array[g.produto_id] into v_grade, v_ids
      from public.grades_produto g join public.produtos p on p.id = g.produto_id
     where g.codigo_barras = btrim(p_codigo) and p.ativo
     order by g.id limit 1;
    if v_ids is null then
      select array(select p.id from public.produtos p where p.codigo_barras = btrim(p_codigo) and p.ativo order by p.id limit 2) into v_ids;
    end if;
  else
    for v_palavra in
      select distinct w
        from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
       where w <> ''
    loop
      v_filtro := v_filtro || format(' and p.busca like %L', '%' || v_palavra || '%');
    end loop;
    execute format('select array(select p.id from public.produtos p where %s order by p.nome, p.id limit 10)', v_filtro) into v_ids;
  end if;

  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', p.id,
             'nome', p.nome,
             'preco_venda', p.preco_venda,
             'codigo_barras', p.codigo_barras,
             'estoque', p.estoque_atual,
             'disponivel', greatest(p.estoque_atual - public._reservado(p.id, null), 0),
             'grade_id', v_grade,
             'grades', coalesce((
               select jsonb_agg(jsonb_build_object(
                        'id', g.id, 'cor', g.cor, 'tamanho', g.tamanho, 'cor_rgb', g.cor_rgb, 'codigo_barras', g.codigo_barras,
                        'estoque', g.estoque_atual,
                        'disponivel', greatest(g.estoque_atual - public._reservado(p.id, g.id), 0)) order by g.id)
                 from public.grades_produto g where g.produto_id = p.id), '[]'::jsonb)
           ) order by o.n)
      from unnest(v_ids) with ordinality as o(id, n)
      join public.produtos p on p.id = o.id), '[]'::jsonb);
end $$;

comment on function public.produtos_para_venda(text, text) is
  'The counter sale''s lookup: products by barcode or name words, with each grade''s disponível (stock minus pending orders).';
revoke execute on function public.produtos_para_venda(text, text) from public, anon;
grant execute on function public.produtos_para_venda(text, text) to authenticated;
