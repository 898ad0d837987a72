-- Categorias get their own register (issue 23 §2): /cadastros/categorias lists, creates, renames and
-- deletes them. Until now a category could only be created inline on the product form.

-- A category in use stays: deleting it used to empty the products' category silently
-- (`on delete set null`), so a product vanished from its category's filter and from the storefront's
-- category cards. Now the database refuses the delete while any product points at the category; the
-- screen names the constraint to say why ("... há produtos nesta categoria").
alter table public.produtos drop constraint produtos_categoria_id_fkey;
alter table public.produtos add constraint produtos_categoria_em_uso
  foreign key (categoria_id) references public.categorias (id) on delete restrict;

-- The list the register reads, as the other registers' `_lista` views (migration 20261123000400):
-- staff only, runs as its owner, searched on `busca` (accent- and case-free, name and description),
-- with how many products use each category so the screen can say so before a delete is tried.
create view public.categorias_lista as
  select c.id, c.nome, c.descricao, c.created_at,
         public.f_unaccent(lower(c.nome || ' ' || coalesce(c.descricao, ''))) as busca,
         (select count(*) from public.produtos p where p.categoria_id = c.id)::integer as produtos
  from public.categorias c
  where (select public.is_staff());
comment on view public.categorias_lista is 'The categorias list (staff only): what /cadastros/categorias reads and searches.';

revoke all on public.categorias_lista from anon, authenticated;
grant select on public.categorias_lista to authenticated;
