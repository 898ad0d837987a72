-- Search in the back-office lists ignores case and accents, like the catalogue (produtos.busca):
-- each list gets a `busca` column of lowercased, unaccented text with a trigram index, and the
-- client filters `.ilike('busca', '%' + normalised term + '%')`.

alter table public.clientes add column busca text generated always as (public.f_unaccent(lower(
  nome || ' ' || cpf || ' ' || telefone || ' ' || email))) stored;
alter table public.fornecedores add column busca text generated always as (public.f_unaccent(lower(
  nome || ' ' || cnpj || ' ' || telefone || ' ' || email))) stored;
alter table public.funcionarios add column busca text generated always as (public.f_unaccent(lower(
  nome || ' ' || cpf || ' ' || telefone || ' ' || email || ' ' || cargo))) stored;

create index clientes_busca_trgm on public.clientes using gin (busca extensions.gin_trgm_ops);
create index fornecedores_busca_trgm on public.fornecedores using gin (busca extensions.gin_trgm_ops);
create index funcionarios_busca_trgm on public.funcionarios using gin (busca extensions.gin_trgm_ops);

-- Movements are searched "by product or note": the product's name lives in another table, so a
-- trigger keeps a copy in busca (and a rename of the product refreshes it).
alter table public.movimentacoes_estoque add column busca text not null default '';

create or replace function public.movimentacoes_busca() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  select public.f_unaccent(lower(p.nome || ' ' || coalesce(new.observacoes, '')))
    into new.busca from public.produtos p where p.id = new.produto_id;
  new.busca := coalesce(new.busca, '');
  return new;
end $$;
create trigger movimentacoes_busca before insert or update of produto_id, observacoes on public.movimentacoes_estoque
  for each row execute function public.movimentacoes_busca();

create or replace function public.produtos_renomeia_movimentacoes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.movimentacoes_estoque m
     set busca = public.f_unaccent(lower(new.nome || ' ' || coalesce(m.observacoes, '')))
   where m.produto_id = new.id;
  return null;
end $$;
create trigger produtos_renomeia_movimentacoes after update of nome on public.produtos
  for each row when (new.nome is distinct from old.nome)
  execute function public.produtos_renomeia_movimentacoes();

update public.movimentacoes_estoque set observacoes = observacoes;
create index movimentacoes_busca_trgm on public.movimentacoes_estoque using gin (busca extensions.gin_trgm_ops);

-- Product list filters by colour and size (through grades).
create index grades_produto_cor on public.grades_produto (lower(cor));
create index grades_produto_tamanho on public.grades_produto (lower(tamanho));

revoke execute on function public.movimentacoes_busca(), public.produtos_renomeia_movimentacoes() from public, anon, authenticated;
