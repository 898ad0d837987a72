-- The labels print the price a sale charges now (issue 27): a running promotion's price, else the regular
-- one, from helper M's _preco_do_produto (20261130004000_promocoes). The label's row also says the regular
-- price, so the screen can warn that a promotional label outlives the promotion.
-- Only _etiqueta changes (etiquetas_itens, 20261130005000, calls it per row).
create or replace function public._etiqueta(p public.produtos, g public.grades_produto) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_preco record;
begin
  select d.preco_atual, d.preco_regular into v_preco from public._preco_do_produto(p.id) d;
  return jsonb_build_object(
    'grade_id', g.id,
    'produto_id', p.id,
    'nome', p.nome,
    'referencia', p.codigo_barras,
    'cor', g.cor,
    'tamanho', g.tamanho,
    'codigo', case when g.id is null then p.codigo_barras else g.codigo_barras end,
    'preco', coalesce(v_preco.preco_atual, p.preco_venda),
    'preco_regular', p.preco_venda,
    'estoque', case when g.id is null then p.estoque_atual else g.estoque_atual end);
end $$;
