-- Loja Praia: tables of the storefront and back-office specifications.
-- Runs unchanged on hosted Supabase (`supabase db push`) and on local-supabase.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- unaccent() is only STABLE (its dictionary could change); this wrapper pins the dictionary so it
-- can back generated columns and indexes, the usual PostgreSQL recipe.
create or replace function public.f_unaccent(text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$ select extensions.unaccent('extensions.unaccent'::regdictionary, $1) $$;

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end $$;

-- Company settings: one row (id 1), as the specifications fix the company id.
create table public.empresa (
  id integer primary key default 1 check (id = 1),
  nome text not null check (char_length(btrim(nome)) between 1 and 200),
  cnpj text check (char_length(cnpj) <= 20),
  endereco text check (char_length(endereco) <= 300),
  telefone text check (char_length(telefone) <= 20),
  email text check (char_length(email) <= 254),
  website text check (char_length(website) <= 300),
  instagram text check (char_length(instagram) <= 300),
  -- The shop's WhatsApp number for checkout and contact: country code and digits only (wa.me format).
  whatsapp text not null check (whatsapp ~ '^[0-9]{10,15}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.usuarios (
  id bigint generated always as identity primary key,
  auth_user_id uuid unique references auth.users (id) on delete cascade,
  nome text not null check (char_length(nome) <= 200),
  email text check (char_length(email) <= 254),
  telefone text check (char_length(telefone) <= 20),
  tipo text not null default 'cliente' check (tipo in ('admin', 'funcionario', 'user', 'cliente')),
  ativo boolean not null default true,
  empresa_id integer not null default 1 references public.empresa (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.clientes (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  nome text not null check (char_length(btrim(nome)) between 1 and 200),
  cpf text not null check (char_length(btrim(cpf)) between 1 and 20),
  telefone text not null check (char_length(btrim(telefone)) between 1 and 20),
  email text not null check (char_length(btrim(email)) between 1 and 254),
  endereco text check (char_length(endereco) <= 300),
  cidade text check (char_length(cidade) <= 120),
  estado text check (estado = '' or estado ~ '^[A-Za-z]{2}$'),
  cep text check (cep = '' or cep ~ '^[0-9]{5}-?[0-9]{3}$'),
  data_nascimento date check (data_nascimento > date '1900-01-01'),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.fornecedores (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  nome text not null check (char_length(btrim(nome)) between 1 and 200),
  cnpj text not null check (char_length(btrim(cnpj)) between 1 and 20),
  telefone text not null check (char_length(btrim(telefone)) between 1 and 20),
  email text not null check (char_length(btrim(email)) between 1 and 254),
  endereco text check (char_length(endereco) <= 300),
  cidade text check (char_length(cidade) <= 120),
  estado text check (estado = '' or estado ~ '^[A-Za-z]{2}$'),
  cep text check (cep = '' or cep ~ '^[0-9]{5}-?[0-9]{3}$'),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.funcionarios (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  nome text not null check (char_length(btrim(nome)) between 1 and 200),
  cpf text not null check (char_length(btrim(cpf)) between 1 and 20),
  telefone text not null check (char_length(btrim(telefone)) between 1 and 20),
  email text not null check (char_length(btrim(email)) between 1 and 254),
  endereco text check (char_length(endereco) <= 300),
  cidade text check (char_length(cidade) <= 120),
  estado text check (estado = '' or estado ~ '^[A-Za-z]{2}$'),
  cep text check (cep = '' or cep ~ '^[0-9]{5}-?[0-9]{3}$'),
  cargo text not null check (char_length(btrim(cargo)) between 1 and 100),
  salario numeric(12, 2) not null check (salario >= 0),
  data_admissao date not null,
  data_nascimento date check (data_nascimento > date '1900-01-01'),
  ativo boolean not null default true,
  -- The employee's login, if any; deleting the login keeps the employee.
  auth_user_id uuid unique references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.categorias (
  id bigint generated by default as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  nome text not null check (char_length(btrim(nome)) between 1 and 100),
  descricao text check (char_length(descricao) <= 1000),
  created_at timestamptz not null default now()
);
create unique index categorias_nome_unico on public.categorias (lower(nome));

create table public.produtos (
  id bigint generated by default as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  nome text not null check (char_length(btrim(nome)) between 1 and 200),
  descricao text check (char_length(descricao) <= 5000),
  codigo_barras text check (char_length(codigo_barras) <= 60),
  preco_venda numeric(12, 2) not null check (preco_venda >= 0),
  preco_custo numeric(12, 2) not null default 0 check (preco_custo >= 0),
  preco_compra numeric(12, 2) not null default 0 check (preco_compra >= 0),
  estoque_atual integer not null default 0 check (estoque_atual >= 0),
  estoque_minimo integer not null default 0 check (estoque_minimo >= 0),
  categoria_id bigint references public.categorias (id) on delete set null,
  fornecedor_id bigint references public.fornecedores (id) on delete set null,
  ativo boolean not null default true,
  -- Pricing (Precificação): costs in BRL, margem in percent.
  marketing numeric(12, 2) not null default 0 check (marketing >= 0),
  frete numeric(12, 2) not null default 0 check (frete >= 0),
  embalagem numeric(12, 2) not null default 0 check (embalagem >= 0),
  comissao numeric(12, 2) not null default 0 check (comissao >= 0),
  margem numeric(7, 2) not null default 0 check (margem >= 0),
  preco_sugerido numeric(12, 2) not null default 0 check (preco_sugerido >= 0),
  preco_a numeric(12, 2) not null default 0 check (preco_a >= 0),
  preco_b numeric(12, 2) not null default 0 check (preco_b >= 0),
  -- Accent- and case-free text for search: the client filters with ilike on a term it lowercases and
  -- strips of accents the same way, so "biquini" finds "Biquíni" through a trigram index.
  busca text generated always as (public.f_unaccent(lower(nome || ' ' || coalesce(codigo_barras, '')))) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.grades_produto (
  id bigint generated by default as identity primary key,
  produto_id bigint not null references public.produtos (id) on delete cascade,
  cor text not null check (char_length(btrim(cor)) between 1 and 60),
  tamanho text not null check (char_length(btrim(tamanho)) between 1 and 20),
  cor_rgb text check (cor_rgb ~ '^#[0-9A-Fa-f]{6}$'),
  estoque_atual integer not null default 0 check (estoque_atual >= 0),
  estoque_minimo integer not null default 0 check (estoque_minimo >= 0),
  codigo_barras text check (char_length(codigo_barras) <= 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "Esta combinação de cor e tamanho já existe": unique per product, ignoring case.
create unique index grades_produto_cor_tamanho_unico on public.grades_produto (produto_id, lower(cor), lower(tamanho));

create table public.cores_personalizadas (
  id bigint generated by default as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  nome text not null check (char_length(btrim(nome)) between 1 and 60),
  rgb_hex text not null check (rgb_hex ~ '^#[0-9A-Fa-f]{6}$'),
  created_at timestamptz not null default now()
);
-- "Esta cor já existe".
create unique index cores_personalizadas_nome_unico on public.cores_personalizadas (lower(nome));

create table public.produto_imagens (
  id bigint generated always as identity primary key,
  produto_id bigint not null references public.produtos (id) on delete cascade,
  tipo_imagem text not null check (tipo_imagem in ('principal', 'secundaria', 'terceira', 'quarta', 'outra')),
  url_imagem text not null check (char_length(url_imagem) between 1 and 1000),
  nome_arquivo text check (char_length(nome_arquivo) <= 300),
  tamanho_arquivo integer check (tamanho_arquivo between 0 and 5242880),
  created_at timestamptz not null default now(),
  -- Five slots per product: saving a slot replaces its image.
  unique (produto_id, tipo_imagem)
);

create table public.movimentacoes_estoque (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  tipo text not null check (tipo in ('entrada', 'saida')),
  -- The ledger keeps its products: a product with movements cannot be deleted (deactivate it instead).
  produto_id bigint not null references public.produtos (id) on delete restrict,
  grade_id bigint references public.grades_produto (id) on delete set null,
  quantidade integer not null check (quantidade > 0),
  preco_unitario numeric(12, 2) check (preco_unitario >= 0),
  motivo text check (motivo in ('Compra', 'Venda', 'Devolução', 'Ajuste de estoque', 'Consumo interno', 'Perda', 'Troca',
    'Transferência', 'Inventário', 'Avaria', 'Vencimento', 'Outros')),
  observacoes text check (char_length(observacoes) <= 1000),
  usuario_id bigint references public.usuarios (id) on delete set null,
  data_movimentacao timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Sale lines; the sales module is still a placeholder, but a product sold cannot be deleted.
create table public.itens_venda (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  venda_id bigint,
  produto_id bigint not null references public.produtos (id) on delete restrict,
  grade_id bigint references public.grades_produto (id) on delete set null,
  quantidade integer not null check (quantidade > 0),
  preco_unitario numeric(12, 2) not null check (preco_unitario >= 0),
  created_at timestamptz not null default now()
);

-- updated_at maintenance.
create trigger empresa_updated_at before update on public.empresa for each row execute function public.set_updated_at();
create trigger usuarios_updated_at before update on public.usuarios for each row execute function public.set_updated_at();
create trigger clientes_updated_at before update on public.clientes for each row execute function public.set_updated_at();
create trigger fornecedores_updated_at before update on public.fornecedores for each row execute function public.set_updated_at();
create trigger funcionarios_updated_at before update on public.funcionarios for each row execute function public.set_updated_at();
create trigger produtos_updated_at before update on public.produtos for each row execute function public.set_updated_at();
create trigger grades_produto_updated_at before update on public.grades_produto for each row execute function public.set_updated_at();
create trigger movimentacoes_updated_at before update on public.movimentacoes_estoque for each row execute function public.set_updated_at();

-- Indexes for the storefront catalogue (active products, filters, orders, search) and the lists.
create index produtos_busca_trgm on public.produtos using gin (busca extensions.gin_trgm_ops);
create index produtos_ativos_nome on public.produtos (nome, id) where ativo;
create index produtos_ativos_preco on public.produtos (preco_venda, id) where ativo;
create index produtos_ativos_estoque on public.produtos (estoque_atual desc, id) where ativo;
create index produtos_ativos_categoria_nome on public.produtos (categoria_id, nome, id) where ativo;
create index produtos_ativos_categoria_preco on public.produtos (categoria_id, preco_venda, id) where ativo;
create index produtos_nome on public.produtos (nome);
create index produtos_categoria on public.produtos (categoria_id);
create index produtos_fornecedor on public.produtos (fornecedor_id);
create index produtos_codigo_barras on public.produtos (codigo_barras);
create index produtos_ativos_categoria_estoque on public.produtos (categoria_id, estoque_atual desc, id) where ativo;
create index produtos_ativo_categoria on public.produtos (ativo, categoria_id);
create index produtos_preco on public.produtos (preco_venda);
create index produtos_estoque on public.produtos (estoque_atual);
create index produtos_created on public.produtos (created_at desc);
create index grades_produto_produto on public.grades_produto (produto_id, created_at desc);
create index produto_imagens_produto on public.produto_imagens (produto_id, created_at desc);
create index movimentacoes_produto on public.movimentacoes_estoque (produto_id, data_movimentacao desc);
create index movimentacoes_grade on public.movimentacoes_estoque (grade_id);
create index movimentacoes_data on public.movimentacoes_estoque (data_movimentacao desc, id desc);
create index movimentacoes_usuario on public.movimentacoes_estoque (usuario_id);
create index itens_venda_produto on public.itens_venda (produto_id);
create index itens_venda_grade on public.itens_venda (grade_id);
create index clientes_created on public.clientes (created_at desc);
create index clientes_nome on public.clientes (nome);
create index fornecedores_created on public.fornecedores (created_at desc);
create index fornecedores_ativos_nome on public.fornecedores (nome) where ativo;
create index funcionarios_nome on public.funcionarios (empresa_id, nome);
create index usuarios_ativos_nome on public.usuarios (nome) where ativo;
