-- Financeiro, part 1 (issue 26): the schema of contas a receber e a pagar.
--
-- One model for both sides (DESIGN.md, "Finance"): a título (receber or pagar) and its baixas.
-- 1. contas_financeiras: where money moves (Caixa da loja, Banco, Conta Pix, Maquininha); seeded.
-- 2. categorias_financeiras: receitas and despesas, each in a DRE group; seeded with a small shop's
--    categories. `codigo` names the ones the database itself uses (sales, card fees, refunds...).
-- 3. titulos: lado, pessoa (cliente, fornecedor or none), origem (venda, troca, compra, manual) and its
--    id, documento, parcela n/N, categoria, forma, emissão, competência, vencimento, valor, saldo.
--    status (aberto, parcial, pago, cancelado) is generated from saldo, valor and cancelado_em, so it
--    can never disagree with them; "vencido" is not stored: an open título past its vencimento
--    (situacao_titulo), decided by the date at read time, with no job.
--    `taxa`: what a card operator keeps of a sale's payment; `valor` is then what the shop receives
--    (net), and valor + taxa the payment's gross amount. The DRE reads the fees from here.
-- 4. baixas: date, the part of the saldo it settles (valor), juros, multa, desconto, tarifa, the conta
--    financeira the money moved in (null: a compensation that moved no money, such as a vale-troca
--    spent), estornada (who, when, why). valor_movimentado = valor + juros + multa − desconto − tarifa
--    is what entered (receber) or left (pagar) the conta.
-- 5. saldo = valor − the sum of the active (not reversed) baixas, kept by triggers on baixas and
--    checked by a deferred constraint trigger when the transaction commits; a baixa is never deleted
--    nor edited, only reversed.
-- 6. RLS: staff read (admin, funcionário, user); cliente and anon nothing; nobody writes the tables
--    directly: only the checked functions (part 2) and the internal ones below.
-- 7. _lancar_titulo, _baixar_titulo, _estornar_baixa: internal security definer functions that the
--    public functions, the sales triggers and the exchanges (trocas) call. They check the data, not the
--    caller: the caller checks who is calling.

-- 1. Contas financeiras --------------------------------------------------------------------------------
create table public.contas_financeiras (
  id bigint generated always as identity primary key,
  -- No foreign key to empresa: these rows are seeded here, before seed.sql creates the company row
  -- (and hosted Supabase never runs seed.sql), and the functions need them from the first sale.
  empresa_id integer not null default 1 check (empresa_id = 1),
  nome text not null unique check (char_length(btrim(nome)) between 1 and 60),
  -- caixa: the drawer (dinheiro); pix: the Pix account; maquininha: the card operator's balance.
  tipo text not null check (tipo in ('caixa', 'banco', 'pix', 'maquininha')),
  -- The balance on the day the shop started using the module (fluxo de caixa starts from it).
  saldo_inicial numeric(12, 2) not null default 0,
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger contas_financeiras_updated_at before update on public.contas_financeiras
  for each row execute function public.set_updated_at();

insert into public.contas_financeiras (nome, tipo) values
  ('Caixa da loja', 'caixa'),
  ('Banco', 'banco'),
  ('Conta Pix', 'pix'),
  ('Maquininha', 'maquininha');

-- 2. Categorias ------------------------------------------------------------------------------------------
create table public.categorias_financeiras (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 check (empresa_id = 1),  -- seeded here: see contas_financeiras
  nome text not null unique check (char_length(btrim(nome)) between 1 and 80),
  tipo text not null check (tipo in ('receita', 'despesa')),
  -- The DRE line it adds to (issue 26): receita_bruta, deducoes (devoluções, descontos, impostos), cmv,
  -- despesas_operacionais, receitas_financeiras, despesas_financeiras, outras.
  grupo_dre text not null check (grupo_dre in ('receita_bruta', 'deducoes', 'cmv', 'despesas_operacionais',
                                                'receitas_financeiras', 'despesas_financeiras', 'outras')),
  -- The categories the database assigns itself (vendas, taxas_cartao, devolucoes...): found by code.
  codigo text unique check (codigo ~ '^[a-z_]{1,40}$'),
  ativo boolean not null default true,
  created_at timestamptz not null default now(),
  check (tipo = 'receita' and grupo_dre in ('receita_bruta', 'receitas_financeiras', 'outras')
      or tipo = 'despesa' and grupo_dre in ('deducoes', 'cmv', 'despesas_operacionais', 'despesas_financeiras', 'outras'))
);

insert into public.categorias_financeiras (nome, tipo, grupo_dre, codigo) values
  ('Vendas de mercadorias', 'receita', 'receita_bruta', 'vendas'),
  ('Outras receitas de vendas', 'receita', 'receita_bruta', null),
  ('Rendimentos de aplicações', 'receita', 'receitas_financeiras', 'rendimentos'),
  ('Juros e multas recebidos', 'receita', 'receitas_financeiras', 'juros_recebidos'),
  ('Outras receitas', 'receita', 'outras', 'outras_receitas'),
  ('Devoluções de vendas', 'despesa', 'deducoes', 'devolucoes'),
  ('Descontos concedidos', 'despesa', 'deducoes', 'descontos_concedidos'),
  ('Impostos sobre vendas (Simples Nacional)', 'despesa', 'deducoes', 'impostos_vendas'),
  ('Compra de mercadorias', 'despesa', 'cmv', 'compras_mercadorias'),
  ('Frete sobre compras', 'despesa', 'cmv', null),
  ('Aluguel', 'despesa', 'despesas_operacionais', 'aluguel'),
  ('Condomínio e IPTU', 'despesa', 'despesas_operacionais', null),
  ('Energia elétrica', 'despesa', 'despesas_operacionais', 'energia'),
  ('Água', 'despesa', 'despesas_operacionais', null),
  ('Internet e telefone', 'despesa', 'despesas_operacionais', null),
  ('Salários', 'despesa', 'despesas_operacionais', 'salarios'),
  ('Encargos e benefícios (INSS, FGTS, VT)', 'despesa', 'despesas_operacionais', null),
  ('Pró-labore', 'despesa', 'despesas_operacionais', null),
  ('Comissões de vendas', 'despesa', 'despesas_operacionais', null),
  ('Contabilidade', 'despesa', 'despesas_operacionais', null),
  ('Marketing e anúncios', 'despesa', 'despesas_operacionais', null),
  ('Embalagens', 'despesa', 'despesas_operacionais', null),
  ('Material de escritório e limpeza', 'despesa', 'despesas_operacionais', null),
  ('Sistemas e assinaturas', 'despesa', 'despesas_operacionais', null),
  ('Manutenção', 'despesa', 'despesas_operacionais', null),
  ('Fretes e entregas', 'despesa', 'despesas_operacionais', null),
  ('Taxas de cartão', 'despesa', 'despesas_financeiras', 'taxas_cartao'),
  ('Tarifas bancárias', 'despesa', 'despesas_financeiras', 'tarifas_bancarias'),
  ('Juros e multas pagos', 'despesa', 'despesas_financeiras', 'juros_pagos'),
  ('Outras despesas', 'despesa', 'outras', 'outras_despesas');

-- 3. Títulos ------------------------------------------------------------------------------------------------
create table public.titulos (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  lado text not null check (lado in ('receber', 'pagar')),
  -- The pessoa: a cliente, a fornecedor, or none (a card operator, the landlord typed in descricao).
  cliente_id bigint references public.clientes (id) on delete restrict,
  fornecedor_id bigint references public.fornecedores (id) on delete restrict,
  origem text not null check (origem in ('venda', 'troca', 'compra', 'manual')),
  -- The sale, exchange or purchase it came from (null for manual).
  origem_id bigint,
  descricao text not null check (char_length(btrim(descricao)) between 1 and 200),
  documento text check (char_length(documento) <= 60),
  parcela integer not null default 1,
  parcelas integer not null default 1,
  -- The títulos entered together (installments, a monthly recurrence) share the first one's id.
  grupo_id bigint,
  categoria_id bigint not null references public.categorias_financeiras (id),
  forma_pagamento_id bigint references public.formas_pagamento (id),
  -- Where the money is expected to move (fluxo de caixa previsto per conta); a baixa may use another.
  conta_financeira_id bigint references public.contas_financeiras (id),
  emissao date not null,
  -- The day whose month the DRE counts it in (regime de competência).
  competencia date not null,
  vencimento date not null,
  valor numeric(12, 2) not null check (valor >= 0),
  taxa numeric(12, 2) not null default 0 check (taxa >= 0),
  saldo numeric(12, 2) not null,
  cancelado_em timestamptz,
  cancelado_por bigint references public.usuarios (id),
  motivo_cancelamento text check (char_length(motivo_cancelamento) <= 500),
  status text generated always as (
    case when cancelado_em is not null then 'cancelado'
         when saldo = 0 then 'pago'
         when saldo < valor then 'parcial'
         else 'aberto' end) stored,
  observacoes text check (char_length(observacoes) <= 1000),
  -- descricao, documento, pessoa (name, CPF/CNPJ), categoria: lower case and accent-free (every list's search).
  busca text not null default '',
  criado_por bigint references public.usuarios (id),
  criado_em timestamptz not null default now(),
  atualizado_em timestamptz not null default now(),
  check (cliente_id is null or fornecedor_id is null),
  check ((origem = 'manual') = (origem_id is null)),
  check (parcela between 1 and parcelas and parcelas <= 360),
  check (saldo >= 0 and saldo <= valor),
  -- A cancelled título has no active baixa (they are reversed first).
  check (cancelado_em is null or saldo = valor),
  check ((cancelado_em is null) = (motivo_cancelamento is null))
);

-- The lists (newest due first) by side, and by side and status; the totals of a filter read the
-- included columns (index-only). Vencido is "aberto or parcial, vencimento < today": a range on the same index.
create index titulos_lado_vencimento on public.titulos (lado, vencimento desc, id desc) include (status, valor, saldo);
create index titulos_lado_status_vencimento on public.titulos (lado, status, vencimento desc, id desc) include (valor, saldo);
create index titulos_busca_trgm on public.titulos using gin (busca extensions.gin_trgm_ops) with (fastupdate = off);
create index titulos_categoria on public.titulos (categoria_id, vencimento desc);
create index titulos_cliente on public.titulos (cliente_id, vencimento desc) where cliente_id is not null;
create index titulos_fornecedor on public.titulos (fornecedor_id, vencimento desc) where fornecedor_id is not null;
create index titulos_origem on public.titulos (origem, origem_id) where origem_id is not null;
create index titulos_grupo on public.titulos (grupo_id) where grupo_id is not null;
-- The DRE (competência) and the planned cash flow (open títulos by due date).
create index titulos_competencia on public.titulos (competencia) include (lado, categoria_id, valor, taxa, status);
create index titulos_abertos_vencimento on public.titulos (vencimento) include (lado, saldo, conta_financeira_id)
  where status in ('aberto', 'parcial');

-- A título's situation as the lists show it: its status, or vencido when open past its due date.
create function public.situacao_titulo(p_status text, p_vencimento date) returns text
language plpgsql stable parallel safe set search_path = ''
as $$
begin
  return case when p_status in ('aberto', 'parcial') and p_vencimento < public._hoje_loja() then 'vencido' else p_status end;
end $$;

-- busca, from the título and the names it points at (kept by trigger: the names live in other tables).
create function public.titulos_busca() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_pessoa text;
  v_documento text;
  v_categoria text;
begin
  if new.cliente_id is not null then
    select c.nome, c.cpf into v_pessoa, v_documento from public.clientes c where c.id = new.cliente_id;
  elsif new.fornecedor_id is not null then
    select f.nome, f.cnpj into v_pessoa, v_documento from public.fornecedores f where f.id = new.fornecedor_id;
  end if;
  select c.nome into v_categoria from public.categorias_financeiras c where c.id = new.categoria_id;
  new.busca := public.f_unaccent(lower(concat_ws(' ', new.descricao, new.documento, v_pessoa, v_documento,
    public.somente_digitos(v_documento), v_categoria)));
  return new;
end $$;
create trigger titulos_busca before insert or update of descricao, documento, cliente_id, fornecedor_id, categoria_id
  on public.titulos for each row execute function public.titulos_busca();

-- A renamed cliente or fornecedor is found by the new name in their títulos.
create function public.pessoas_renomeiam_titulos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'clientes' then
    update public.titulos t set cliente_id = t.cliente_id where t.cliente_id = new.id;
  else
    update public.titulos t set fornecedor_id = t.fornecedor_id where t.fornecedor_id = new.id;
  end if;
  return null;
end $$;
create trigger clientes_renomeiam_titulos after update of nome, cpf on public.clientes
  for each row when (old.nome is distinct from new.nome or old.cpf is distinct from new.cpf)
  execute function public.pessoas_renomeiam_titulos();
create trigger fornecedores_renomeiam_titulos after update of nome, cnpj on public.fornecedores
  for each row when (old.nome is distinct from new.nome or old.cnpj is distinct from new.cnpj)
  execute function public.pessoas_renomeiam_titulos();

-- 4. Baixas ----------------------------------------------------------------------------------------------------
create table public.baixas (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  titulo_id bigint not null references public.titulos (id),
  data date not null,
  -- The part of the título's saldo this baixa settles (a discount included).
  valor numeric(12, 2) not null check (valor > 0),
  juros numeric(12, 2) not null default 0 check (juros >= 0),
  multa numeric(12, 2) not null default 0 check (multa >= 0),
  desconto numeric(12, 2) not null default 0 check (desconto >= 0),
  tarifa numeric(12, 2) not null default 0 check (tarifa >= 0),
  -- What entered (receber) or left (pagar) the conta.
  valor_movimentado numeric(12, 2) generated always as (valor + juros + multa - desconto - tarifa) stored,
  conta_financeira_id bigint references public.contas_financeiras (id),
  forma_pagamento_id bigint references public.formas_pagamento (id),
  observacoes text check (char_length(observacoes) <= 500),
  usuario_id bigint references public.usuarios (id),
  created_at timestamptz not null default now(),
  estornada_em timestamptz,
  estornada_por bigint references public.usuarios (id),
  motivo_estorno text check (char_length(motivo_estorno) <= 500),
  check (desconto <= valor),
  check (valor + juros + multa - desconto - tarifa >= 0),
  check ((estornada_em is null) = (motivo_estorno is null))
);
create index baixas_titulo on public.baixas (titulo_id, data, id);
-- The realised cash flow: active baixas by day (and reversed ones by the day they were reversed).
create index baixas_data on public.baixas (data) include (titulo_id, valor_movimentado, conta_financeira_id)
  where estornada_em is null;
create index baixas_estornadas on public.baixas (estornada_em) where estornada_em is not null;

-- 5. saldo = valor − active baixas ------------------------------------------------------------------------------
-- A baixa is recorded once and reversed once: never edited otherwise, never deleted.
create function public.baixas_imutaveis() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'Uma baixa não se exclui: faça o estorno.' using errcode = '42501';
  end if;
  if old.estornada_em is not null then
    raise exception 'Esta baixa já foi estornada.' using errcode = 'P0001';
  end if;
  if (new.titulo_id, new.data, new.valor, new.juros, new.multa, new.desconto, new.tarifa, new.conta_financeira_id, new.created_at)
     is distinct from
     (old.titulo_id, old.data, old.valor, old.juros, old.multa, old.desconto, old.tarifa, old.conta_financeira_id, old.created_at) then
    raise exception 'Uma baixa não se altera: estorne e lance outra.' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger baixas_imutaveis before update or delete on public.baixas
  for each row execute function public.baixas_imutaveis();

-- The título's saldo follows its baixas in the same statement: down on a baixa, up on its reversal.
create function public.baixas_atualizam_saldo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.estornada_em is null then
      update public.titulos set saldo = saldo - new.valor, atualizado_em = now() where id = new.titulo_id;
    end if;
  elsif old.estornada_em is null and new.estornada_em is not null then
    update public.titulos set saldo = saldo + new.valor, atualizado_em = now() where id = new.titulo_id;
  end if;
  return null;
end $$;
create trigger baixas_atualizam_saldo after insert or update of estornada_em on public.baixas
  for each row execute function public.baixas_atualizam_saldo();

-- The check, when the transaction commits: whatever wrote the título, saldo = valor − active baixas.
create function public.titulos_saldo_confere() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo public.titulos;
  v_baixado numeric;
begin
  select * into v_titulo from public.titulos where id = new.id;
  if not found then
    return null;
  end if;
  select coalesce(sum(b.valor), 0) into v_baixado from public.baixas b where b.titulo_id = new.id and b.estornada_em is null;
  if v_titulo.saldo <> v_titulo.valor - v_baixado then
    raise exception 'O saldo do título % (%) não confere com o valor (%) menos as baixas (%).',
      new.id, v_titulo.saldo, v_titulo.valor, v_baixado using errcode = '23514';
  end if;
  return null;
end $$;
create constraint trigger titulos_saldo_confere after insert or update on public.titulos
  deferrable initially deferred
  for each row execute function public.titulos_saldo_confere();

-- 6. RLS --------------------------------------------------------------------------------------------------------
alter table public.contas_financeiras enable row level security;
alter table public.categorias_financeiras enable row level security;
alter table public.titulos enable row level security;
alter table public.baixas enable row level security;
revoke all on public.contas_financeiras, public.categorias_financeiras, public.titulos, public.baixas from anon, authenticated;
grant select on public.contas_financeiras, public.categorias_financeiras, public.titulos, public.baixas to authenticated;
create policy contas_financeiras_leitura on public.contas_financeiras for select to authenticated using ((select public.is_staff()));
create policy categorias_financeiras_leitura on public.categorias_financeiras for select to authenticated using ((select public.is_staff()));
create policy titulos_leitura on public.titulos for select to authenticated using ((select public.is_staff()));
create policy baixas_leitura on public.baixas for select to authenticated using ((select public.is_staff()));

revoke execute on function public.titulos_busca(), public.pessoas_renomeiam_titulos(), public.baixas_imutaveis(),
  public.baixas_atualizam_saldo(), public.titulos_saldo_confere() from public, anon, authenticated;

-- 7. Internal functions ------------------------------------------------------------------------------------------
-- The conta a payment form's money lands in: dinheiro in the drawer, Pix in the Pix account, cards at
-- the operator (maquininha), anything else in the bank; the first active conta of that tipo.
create function public._conta_da_forma(p_tipo_forma text) returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_tipo text := case p_tipo_forma when 'dinheiro' then 'caixa' when 'pix' then 'pix'
                                   when 'debito' then 'maquininha' when 'credito' then 'maquininha' else 'banco' end;
begin
  return coalesce(
    (select c.id from public.contas_financeiras c where c.tipo = v_tipo and c.ativo order by c.id limit 1),
    (select c.id from public.contas_financeiras c where c.ativo order by c.id limit 1));
end $$;

-- Records one título and returns it. Checks the data (amounts to the cent, dates, categoria of the
-- right kind), not the caller: the public functions, the sales triggers and the exchanges call it.
-- p_categoria: the categoria's codigo (text, e.g. 'devolucoes') or its id as text.
-- p_baixar_em: when set, the título is settled at once by one baixa of its whole valor on that day into
-- p_conta_financeira_id (null conta: a compensation that moved no money).
-- Refusals: errcode 22023 with a Portuguese message.
create function public._lancar_titulo(
  p_lado text,
  p_origem text,
  p_origem_id bigint,
  p_descricao text,
  p_valor numeric,
  p_categoria text,
  p_vencimento date,
  p_cliente_id bigint default null,
  p_fornecedor_id bigint default null,
  p_documento text default null,
  p_forma_pagamento_id bigint default null,
  p_conta_financeira_id bigint default null,
  p_emissao date default null,
  p_competencia date default null,
  p_parcela integer default 1,
  p_parcelas integer default 1,
  p_grupo_id bigint default null,
  p_taxa numeric default 0,
  p_observacoes text default null,
  p_baixar_em date default null
) returns public.titulos
language plpgsql security definer
set search_path = ''
as $$
declare
  v_categoria public.categorias_financeiras;
  v_titulo public.titulos;
  v_usuario bigint := public.current_usuario_id();
begin
  if p_lado is null or p_lado not in ('receber', 'pagar') then
    raise exception 'Escolha se a conta é a receber ou a pagar.' using errcode = '22023', hint = 'lado';
  end if;
  if p_origem is null or p_origem not in ('venda', 'troca', 'compra', 'manual') then
    raise exception 'Origem de título inválida.' using errcode = '22023', hint = 'origem';
  end if;
  if nullif(btrim(coalesce(p_descricao, '')), '') is null then
    raise exception 'Informe a descrição.' using errcode = '22023', hint = 'descricao';
  end if;
  if char_length(btrim(p_descricao)) > 200 then
    raise exception 'A descrição aceita no máximo 200 caracteres.' using errcode = '22023', hint = 'descricao';
  end if;
  if char_length(coalesce(p_documento, '')) > 60 then
    raise exception 'O documento aceita no máximo 60 caracteres.' using errcode = '22023', hint = 'documento';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_valor is null or p_valor < 0 or p_valor <> round(p_valor, 2) or p_valor >= 10000000000 then
    raise exception 'Informe um valor válido.' using errcode = '22023', hint = 'valor';
  end if;
  if p_taxa is null or p_taxa < 0 or p_taxa <> round(p_taxa, 2) or p_taxa >= 10000000000 then
    raise exception 'Informe uma taxa válida.' using errcode = '22023', hint = 'taxa';
  end if;
  if p_vencimento is null then
    raise exception 'Informe o vencimento.' using errcode = '22023', hint = 'vencimento';
  end if;
  if p_cliente_id is not null and p_fornecedor_id is not null then
    raise exception 'Um título tem um cliente ou um fornecedor, não os dois.' using errcode = '22023', hint = 'pessoa';
  end if;
  if p_cliente_id is not null and not exists (select 1 from public.clientes c where c.id = p_cliente_id) then
    raise exception 'Cliente não encontrado.' using errcode = '22023', hint = 'cliente_id';
  end if;
  if p_fornecedor_id is not null and not exists (select 1 from public.fornecedores f where f.id = p_fornecedor_id) then
    raise exception 'Fornecedor não encontrado.' using errcode = '22023', hint = 'fornecedor_id';
  end if;
  select c.* into v_categoria from public.categorias_financeiras c
   -- The CASE keeps a code from ever being cast to bigint (an OR would not).
   where c.codigo = p_categoria or c.id = (case when p_categoria ~ '^[0-9]{1,18}$' then p_categoria::bigint end);
  if not found or not v_categoria.ativo then
    raise exception 'Escolha uma categoria.' using errcode = '22023', hint = 'categoria_id';
  end if;
  if v_categoria.tipo <> (case p_lado when 'receber' then 'receita' else 'despesa' end) then
    raise exception 'A categoria % é de %, não de %.', v_categoria.nome,
      case v_categoria.tipo when 'receita' then 'receitas' else 'despesas' end,
      case p_lado when 'receber' then 'contas a receber' else 'contas a pagar' end
      using errcode = '22023', hint = 'categoria_id';
  end if;
  if p_forma_pagamento_id is not null and not exists (select 1 from public.formas_pagamento f where f.id = p_forma_pagamento_id) then
    raise exception 'Forma de pagamento inexistente.' using errcode = '22023', hint = 'forma_pagamento_id';
  end if;
  if p_conta_financeira_id is not null and not exists (select 1 from public.contas_financeiras c where c.id = p_conta_financeira_id and c.ativo) then
    raise exception 'Conta financeira inativa ou inexistente.' using errcode = '22023', hint = 'conta_financeira_id';
  end if;
  if p_parcelas is null or p_parcela is null or p_parcelas not between 1 and 360 or p_parcela not between 1 and p_parcelas then
    raise exception 'Parcela inválida.' using errcode = '22023', hint = 'parcelas';
  end if;

  insert into public.titulos (lado, cliente_id, fornecedor_id, origem, origem_id, descricao, documento, parcela, parcelas,
                              grupo_id, categoria_id, forma_pagamento_id, conta_financeira_id, emissao, competencia,
                              vencimento, valor, taxa, saldo, observacoes, criado_por)
  values (p_lado, p_cliente_id, p_fornecedor_id, p_origem, p_origem_id, btrim(p_descricao),
          nullif(btrim(coalesce(p_documento, '')), ''), p_parcela, p_parcelas, p_grupo_id, v_categoria.id,
          p_forma_pagamento_id, p_conta_financeira_id, coalesce(p_emissao, public._hoje_loja()),
          coalesce(p_competencia, p_emissao, public._hoje_loja()), p_vencimento, p_valor, p_taxa, p_valor,
          nullif(btrim(coalesce(p_observacoes, '')), ''), v_usuario)
  returning * into v_titulo;

  if p_baixar_em is not null and p_valor > 0 then
    perform public._baixar_titulo(v_titulo.id, p_valor, p_baixar_em, p_conta_financeira_id, p_forma_pagamento_id => p_forma_pagamento_id);
    select * into v_titulo from public.titulos where id = v_titulo.id;
  end if;
  return v_titulo;
end $$;

-- Records one baixa of a título (locked here) and returns it. Checks the amounts against the saldo and
-- the título's state; not the caller. p_conta_financeira_id null: a compensation (no money moved).
create function public._baixar_titulo(
  p_titulo_id bigint,
  p_valor numeric,
  p_data date,
  p_conta_financeira_id bigint,
  p_juros numeric default 0,
  p_multa numeric default 0,
  p_desconto numeric default 0,
  p_tarifa numeric default 0,
  p_forma_pagamento_id bigint default null,
  p_observacoes text default null
) returns public.baixas
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo public.titulos;
  v_baixa public.baixas;
begin
  select * into v_titulo from public.titulos where id = p_titulo_id for update;
  if not found then
    raise exception 'Título não encontrado.' using errcode = 'P0001';
  end if;
  if v_titulo.status = 'cancelado' then
    raise exception 'Este título está cancelado.' using errcode = 'P0001';
  end if;
  if v_titulo.status = 'pago' then
    raise exception 'Este título já está %.', case v_titulo.lado when 'receber' then 'recebido' else 'pago' end using errcode = 'P0001';
  end if;
  if p_valor is null or p_valor <= 0 or p_valor <> round(p_valor, 2) then
    raise exception 'Informe um valor maior que zero.' using errcode = '22023', hint = 'valor';
  end if;
  if p_valor > v_titulo.saldo then
    raise exception 'O valor (%) é maior que o saldo do título (%).', public._reais(p_valor), public._reais(v_titulo.saldo)
      using errcode = '22023', hint = 'valor';
  end if;
  if p_data is null then
    raise exception 'Informe a data da baixa.' using errcode = '22023', hint = 'data';
  end if;
  if p_data > public._hoje_loja() then
    raise exception 'A data da baixa não pode ser no futuro.' using errcode = '22023', hint = 'data';
  end if;
  if p_juros is null or p_juros < 0 or p_juros <> round(p_juros, 2) or p_juros >= 10000000000 then
    raise exception 'Informe juros válidos.' using errcode = '22023', hint = 'juros';
  end if;
  if p_multa is null or p_multa < 0 or p_multa <> round(p_multa, 2) or p_multa >= 10000000000 then
    raise exception 'Informe uma multa válida.' using errcode = '22023', hint = 'multa';
  end if;
  if p_desconto is null or p_desconto < 0 or p_desconto <> round(p_desconto, 2) then
    raise exception 'Informe um desconto válido.' using errcode = '22023', hint = 'desconto';
  end if;
  if p_desconto > p_valor then
    raise exception 'O desconto passa do valor da baixa.' using errcode = '22023', hint = 'desconto';
  end if;
  if p_tarifa is null or p_tarifa < 0 or p_tarifa <> round(p_tarifa, 2) then
    raise exception 'Informe uma tarifa válida.' using errcode = '22023', hint = 'tarifa';
  end if;
  if p_valor + p_juros + p_multa - p_desconto - p_tarifa < 0 then
    raise exception 'A tarifa e o desconto passam do valor da baixa.' using errcode = '22023', hint = 'tarifa';
  end if;
  if p_conta_financeira_id is not null and not exists (select 1 from public.contas_financeiras c where c.id = p_conta_financeira_id and c.ativo) then
    raise exception 'Conta financeira inativa ou inexistente.' using errcode = '22023', hint = 'conta_financeira_id';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 500 then
    raise exception 'As observações aceitam no máximo 500 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;

  insert into public.baixas (titulo_id, data, valor, juros, multa, desconto, tarifa, conta_financeira_id, forma_pagamento_id,
                             observacoes, usuario_id)
  values (v_titulo.id, p_data, p_valor, p_juros, p_multa, p_desconto, p_tarifa, p_conta_financeira_id,
          coalesce(p_forma_pagamento_id, v_titulo.forma_pagamento_id), nullif(btrim(coalesce(p_observacoes, '')), ''),
          public.current_usuario_id())
  returning * into v_baixa;
  return v_baixa;
end $$;

-- Reverses one baixa (the título is locked first, then the baixa); the saldo goes back up. Checks the
-- baixa's state, not the caller.
create function public._estornar_baixa(p_baixa_id bigint, p_motivo text) returns public.baixas
language plpgsql security definer
set search_path = ''
as $$
declare
  v_titulo_id bigint;
  v_baixa public.baixas;
begin
  if nullif(btrim(coalesce(p_motivo, '')), '') is null then
    raise exception 'Informe o motivo do estorno.' using errcode = '22023', hint = 'motivo';
  end if;
  if char_length(btrim(p_motivo)) > 500 then
    raise exception 'O motivo aceita no máximo 500 caracteres.' using errcode = '22023', hint = 'motivo';
  end if;
  select b.titulo_id into v_titulo_id from public.baixas b where b.id = p_baixa_id;
  if v_titulo_id is null then
    raise exception 'Baixa não encontrada.' using errcode = 'P0001';
  end if;
  perform 1 from public.titulos t where t.id = v_titulo_id for update;
  select * into v_baixa from public.baixas b where b.id = p_baixa_id for update;
  if v_baixa.estornada_em is not null then
    raise exception 'Esta baixa já foi estornada.' using errcode = 'P0001';
  end if;
  update public.baixas
     set estornada_em = now(), estornada_por = public.current_usuario_id(), motivo_estorno = btrim(p_motivo)
   where id = p_baixa_id
  returning * into v_baixa;
  return v_baixa;
end $$;

revoke execute on function public._conta_da_forma(text),
  public._lancar_titulo(text, text, bigint, text, numeric, text, date, bigint, bigint, text, bigint, bigint, date, date,
                        integer, integer, bigint, numeric, text, date),
  public._baixar_titulo(bigint, numeric, date, bigint, numeric, numeric, numeric, numeric, bigint, text),
  public._estornar_baixa(bigint, text)
  from public, anon, authenticated;
