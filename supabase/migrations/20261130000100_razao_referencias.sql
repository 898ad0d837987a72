-- Issue 27: what a stock movement can point back to, besides a sale (venda_id) and an exchange (troca_id).
-- Added here, before the features that write them, so the kardex (balanço's migrations) and the
-- purchases' migrations can each be written against both columns; each feature's own migration adds
-- the foreign key to its table.
-- - compra_id: the purchase order (public.compras) whose receipt brought the goods in (motivo Compra).
-- - balanco_id: the stock count (public.balancos) whose "Aplicar" adjusted the grade (motivo Inventário).
alter table public.movimentacoes_estoque
  add column compra_id bigint,
  add column balanco_id bigint;

create index movimentacoes_estoque_compra on public.movimentacoes_estoque (compra_id) where compra_id is not null;
create index movimentacoes_estoque_balanco on public.movimentacoes_estoque (balanco_id) where balanco_id is not null;
