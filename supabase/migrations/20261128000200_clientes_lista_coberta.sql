-- The clientes list's default order (newest first, spec 001 §7) read from the index alone.
--
-- clientes_lista (migration 20261123000400) reads id, nome, cpf, telefone, email, cidade, estado,
-- ativo and created_at. With only (created_at desc, id desc) in the index, a late page (offset 9,000
-- of 10,000, page of 50) cost about as much through the index as a read of the whole table plus a
-- sort, and PostgreSQL sorted the table on every request. With the list's columns carried in the
-- index (1.5 MB for 10,000 clientes, half the table) every newest-first page is an index-only scan
-- of offset + page entries, no table read and no sort; a search still goes through the trigram index.
create index clientes_created_id_lista on public.clientes (created_at desc, id desc)
  include (nome, cpf, telefone, email, cidade, estado, ativo);

-- Same keys as the new index, which serves every query it served.
drop index public.clientes_created_id;
