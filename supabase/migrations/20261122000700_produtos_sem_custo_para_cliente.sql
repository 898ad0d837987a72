-- Cost prices stay with staff, for a signed-in cliente too.
--
-- anon is kept to the public columns of produtos by column grants (20261122000600). A cliente signs
-- in as `authenticated`, the database role staff share, so column grants cannot tell the two apart:
-- through the table a cliente could read preco_custo, preco_compra and the margins of every active
-- product. The table's rows are therefore read by staff (and by anon, public columns only); a cliente
-- reads the catalogue where the storefront reads it for everyone, the catalogo_produtos view.
drop policy produtos_leitura on public.produtos;
create policy produtos_leitura_publica on public.produtos for select to anon using (ativo);
create policy produtos_leitura_equipe on public.produtos for select to authenticated using ((select public.is_staff()));

-- Grades and images of an active product stay public. Their policies no longer look the product up in
-- the table, where a cliente now sees no row, but in the public view (which runs as its owner).
drop policy grades_leitura on public.grades_produto;
create policy grades_leitura on public.grades_produto for select to anon, authenticated
  using ((select public.is_staff()) or exists (select 1 from public.catalogo_produtos p where p.id = produto_id));
drop policy imagens_leitura on public.produto_imagens;
create policy imagens_leitura on public.produto_imagens for select to anon, authenticated
  using ((select public.is_staff()) or exists (select 1 from public.catalogo_produtos p where p.id = produto_id));
