-- Trocas e devoluções with vale-troca (issue 26).
--
-- 1. Configuração: how long a vale-troca is valid (default 90 days).
-- 2. trocas (shown as T-000012), the lines that came back (what was PAID for them: the line's total
--    less its share of the sale's discount, never today's price), the new lines (sold as a sale),
--    the payments of a positive difference; vales_troca and their ledger (emissão, uso, estorno): the
--    saldo is the ledger's sum, checked at commit, never below zero. RLS: staff read, nobody writes.
-- 3. Payments: one checker (_pagamentos_conferidos) for the counter sale and the exchange; a payment
--    in forma tipo 'vale' names the vale's code and spends it under the vale's row lock, so of two
--    sales spending one vale at once the second sees what the first left.
-- 4. registrar_troca: everything of one exchange in one transaction (refusals write nothing).
-- 5. What the screens read: trocas_pagina, troca_detalhe, venda_para_troca, vale_troca_consulta.
--
-- Finance (F's internal functions, migration 20261129001000): a vale issued is an open título a pagar
-- (origem troca, categoria devolucoes, due on its last valid day) settled by compensation baixas as the
-- vale is spent; a cash refund is a título a pagar settled at once from the Caixa da loja; a positive
-- difference follows the sale's rules (dinheiro, Pix, débito settled on the day; crédito in N open
-- parcelas net of the fee).

-- 1. Configuração -----------------------------------------------------------------------------------
alter table public.empresa
  add column vale_troca_validade_dias integer not null default 90 check (vale_troca_validade_dias between 1 and 3650);

-- 2. Tables -------------------------------------------------------------------------------------------
create function public.codigo_troca(p_numero bigint) returns text
language plpgsql immutable parallel safe set search_path = ''
as $$ begin return 'T-' || lpad(p_numero::text, 6, '0'); end $$;

create sequence public.trocas_numero_seq;

create table public.trocas (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  numero bigint not null unique default nextval('public.trocas_numero_seq'),
  -- Null: a return without the sale (admin only, at the current price).
  venda_id bigint references public.vendas (id),
  cliente_id bigint references public.clientes (id) on delete restrict,
  usuario_id bigint not null references public.usuarios (id),
  caixa_id bigint references public.caixas (id),
  valor_devolvido numeric(12, 2) not null check (valor_devolvido >= 0),
  valor_novo numeric(12, 2) not null check (valor_novo >= 0),
  diferenca numeric(12, 2) generated always as (valor_novo - valor_devolvido) stored,
  -- How the difference was settled: nothing to settle, paid by the customer, a vale-troca, cash back.
  acerto text not null check (acerto in ('sem_diferenca', 'pagamento', 'vale', 'dinheiro')),
  observacoes text check (char_length(observacoes) <= 1000),
  busca text not null default '',
  criada_em timestamptz not null default now(),
  check ((acerto = 'sem_diferenca') = (valor_novo = valor_devolvido)),
  check ((acerto = 'pagamento') = (valor_novo > valor_devolvido))
);
create index trocas_criada on public.trocas (criada_em desc, id desc) include (valor_devolvido, valor_novo, acerto);
create index trocas_venda on public.trocas (venda_id) where venda_id is not null;
create index trocas_cliente on public.trocas (cliente_id) where cliente_id is not null;
create index trocas_busca_trgm on public.trocas using gin (busca extensions.gin_trgm_ops);

create table public.trocas_itens_devolvidos (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  troca_id bigint not null references public.trocas (id) on delete cascade,
  -- The sale's line it came from, or the new line of an earlier exchange of the same sale (a P swapped
  -- for an M, then the M returned); both null: a return without the sale.
  item_venda_id bigint references public.itens_venda (id),
  troca_item_novo_id bigint,
  produto_id bigint not null references public.produtos (id) on delete restrict,
  grade_id bigint references public.grades_produto (id) on delete set null,
  descricao text not null check (char_length(descricao) <= 300),
  quantidade integer not null check (quantidade > 0),
  -- What was paid for these units (discounts included), to the cent.
  valor numeric(12, 2) not null check (valor >= 0),
  -- The cost of the day of the sale (the DRE's CMV takes the returned lines off).
  custo_unitario numeric(12, 2) not null default 0 check (custo_unitario >= 0),
  motivo text not null check (motivo in ('Tamanho', 'Cor', 'Modelo', 'Defeito', 'Arrependimento (7 dias)', 'Outro')),
  -- Recorded but not put back on the shelf.
  com_defeito boolean not null default false
);
create index trocas_itens_devolvidos_troca on public.trocas_itens_devolvidos (troca_id);
create index trocas_itens_devolvidos_item on public.trocas_itens_devolvidos (item_venda_id) where item_venda_id is not null;
create index trocas_itens_devolvidos_item_novo on public.trocas_itens_devolvidos (troca_item_novo_id) where troca_item_novo_id is not null;

create table public.trocas_itens_novos (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  troca_id bigint not null references public.trocas (id) on delete cascade,
  produto_id bigint not null references public.produtos (id) on delete restrict,
  grade_id bigint references public.grades_produto (id) on delete set null,
  descricao text not null check (char_length(descricao) <= 300),
  quantidade integer not null check (quantidade > 0),
  preco_unitario numeric(12, 2) not null check (preco_unitario >= 0),
  custo_unitario numeric(12, 2) not null default 0 check (custo_unitario >= 0),
  desconto numeric(12, 2) not null default 0 check (desconto >= 0),
  total numeric(12, 2) generated always as (quantidade * preco_unitario - desconto) stored,
  check (desconto <= quantidade * preco_unitario)
);
create index trocas_itens_novos_troca on public.trocas_itens_novos (troca_id);
alter table public.trocas_itens_devolvidos
  add constraint trocas_itens_devolvidos_item_novo_fkey foreign key (troca_item_novo_id) references public.trocas_itens_novos (id),
  add constraint trocas_itens_devolvidos_uma_origem check (item_venda_id is null or troca_item_novo_id is null);

create table public.vales_troca (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  codigo text not null unique check (codigo ~ '^VT-[0-9A-Z]{8}$'),
  cliente_id bigint references public.clientes (id) on delete restrict,
  troca_id bigint not null references public.trocas (id),
  valor numeric(12, 2) not null check (valor > 0),
  -- Σ of the ledger (vales_troca_movimentos), kept by its trigger and checked at commit.
  saldo numeric(12, 2) not null default 0 check (saldo >= 0 and saldo <= valor),
  valido_ate date not null,
  titulo_id bigint references public.titulos (id),
  criado_em timestamptz not null default now()
);
create index vales_troca_cliente on public.vales_troca (cliente_id, valido_ate desc) where cliente_id is not null;
create index vales_troca_troca on public.vales_troca (troca_id);

create table public.vales_troca_movimentos (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  vale_id bigint not null references public.vales_troca (id),
  -- emissao adds, uso takes, estorno gives back a use (its sale cancelled).
  tipo text not null check (tipo in ('emissao', 'uso', 'estorno')),
  valor numeric(12, 2) not null check (valor > 0),
  venda_id bigint references public.vendas (id),
  troca_id bigint references public.trocas (id),
  -- The compensation baixa of the vale's título (uso) or the use reversed (estorno).
  baixa_id bigint references public.baixas (id),
  estorno_de bigint unique references public.vales_troca_movimentos (id),
  usuario_id bigint references public.usuarios (id),
  created_at timestamptz not null default now(),
  check (tipo <> 'emissao' or troca_id is not null),
  check (tipo <> 'uso' or (venda_id is not null) <> (troca_id is not null)),
  check ((tipo = 'estorno') = (estorno_de is not null))
);
create index vales_troca_movimentos_vale on public.vales_troca_movimentos (vale_id, id);
create index vales_troca_movimentos_venda on public.vales_troca_movimentos (venda_id) where venda_id is not null;

create table public.pagamentos_troca (
  id bigint generated always as identity primary key,
  empresa_id integer not null default 1 references public.empresa (id),
  troca_id bigint not null references public.trocas (id) on delete cascade,
  forma_pagamento_id bigint not null references public.formas_pagamento (id),
  valor numeric(12, 2) not null check (valor > 0),
  parcelas integer not null default 1 check (parcelas between 1 and 24),
  valor_recebido numeric(12, 2) check (valor_recebido >= valor),
  troco numeric(12, 2) generated always as (valor_recebido - valor) stored,
  vale_id bigint references public.vales_troca (id),
  created_at timestamptz not null default now()
);
create index pagamentos_troca_troca on public.pagamentos_troca (troca_id);

-- A sale paid with a vale names it.
alter table public.pagamentos_venda add column vale_id bigint references public.vales_troca (id);

-- The cash an exchange moved (difference received, cash refunded) belongs to the exchange.
alter table public.movimentos_caixa add column troca_id bigint references public.trocas (id);
create index movimentos_caixa_troca on public.movimentos_caixa (troca_id) where troca_id is not null;
do $$
declare
  v_nome text;
begin
  select c.conname into v_nome from pg_constraint c
   where c.conrelid = 'public.movimentos_caixa'::regclass and c.contype = 'c'
     and pg_get_constraintdef(c.oid) like '%venda_id IS NOT NULL%';
  execute format('alter table public.movimentos_caixa drop constraint %I', v_nome);
end $$;
alter table public.movimentos_caixa add constraint movimentos_caixa_venda_ou_troca
  check (tipo not in ('venda', 'troco', 'estorno') or venda_id is not null or troca_id is not null);

-- trocas.busca: the exchange's and the sale's numbers, the customer's name and CPF, lower case and
-- accent-free (as vendas.busca, migration 20261128000600); a renamed cliente is found by the new name.
create function public.trocas_busca() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_nome text;
  v_cpf text;
begin
  select c.nome, c.cpf into v_nome, v_cpf from public.clientes c where c.id = new.cliente_id;
  new.busca := public.f_unaccent(lower(concat_ws(' ', public.codigo_troca(new.numero), new.numero::text,
    (select public.codigo_venda(v.numero) from public.vendas v where v.id = new.venda_id), v_nome, v_cpf, public.somente_digitos(v_cpf))));
  return new;
end $$;
create trigger trocas_busca before insert or update of cliente_id, venda_id on public.trocas
  for each row execute function public.trocas_busca();

create function public.clientes_renomeia_trocas() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.trocas t set cliente_id = t.cliente_id where t.cliente_id = new.id;
  return null;
end $$;
create trigger clientes_renomeia_trocas after update of nome, cpf on public.clientes
  for each row when (old.nome is distinct from new.nome or old.cpf is distinct from new.cpf)
  execute function public.clientes_renomeia_trocas();
revoke execute on function public.trocas_busca(), public.clientes_renomeia_trocas() from public, anon, authenticated;

-- The exchange's stock movements reference it, and cannot be edited or deleted by hand.
alter table public.movimentacoes_estoque add column troca_id bigint references public.trocas (id);
create index movimentacoes_troca on public.movimentacoes_estoque (troca_id) where troca_id is not null;
create function public.movimentacoes_protege_troca() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Esta movimentação é de uma troca e não pode ser alterada.' using errcode = 'P0001';
end $$;
create trigger movimentacoes_protege_troca before update or delete on public.movimentacoes_estoque
  for each row when (old.troca_id is not null) execute function public.movimentacoes_protege_troca();

-- The vale's ledger: never edited; each row moves the saldo; the saldo is the ledger's sum at commit.
create function public.vales_troca_movimentos_imutaveis() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'O histórico do vale-troca não pode ser alterado.' using errcode = 'P0001';
end $$;
create trigger vales_troca_movimentos_imutaveis before update or delete on public.vales_troca_movimentos
  for each row execute function public.vales_troca_movimentos_imutaveis();

create function public.vales_troca_movimentos_saldo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.vales_troca
     set saldo = saldo + case new.tipo when 'uso' then -new.valor else new.valor end
   where id = new.vale_id;
  return null;
end $$;
create trigger vales_troca_movimentos_saldo after insert on public.vales_troca_movimentos
  for each row execute function public.vales_troca_movimentos_saldo();

create function public.vales_troca_saldo_confere() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if (select v.saldo from public.vales_troca v where v.id = new.id) is distinct from
     (select coalesce(sum(case m.tipo when 'uso' then -m.valor else m.valor end), 0)
        from public.vales_troca_movimentos m where m.vale_id = new.id) then
    raise exception 'O saldo do vale-troca % não confere com o seu histórico.', new.codigo using errcode = 'P0001';
  end if;
  return null;
end $$;
create constraint trigger vales_troca_saldo_confere after insert or update on public.vales_troca
  deferrable initially deferred for each row execute function public.vales_troca_saldo_confere();

revoke execute on function public.movimentacoes_protege_troca(), public.vales_troca_movimentos_imutaveis(),
  public.vales_troca_movimentos_saldo(), public.vales_troca_saldo_confere() from public, anon, authenticated;

-- RLS: staff read; cliente and anon nothing; nobody writes directly.
alter table public.trocas enable row level security;
alter table public.trocas_itens_devolvidos enable row level security;
alter table public.trocas_itens_novos enable row level security;
alter table public.vales_troca enable row level security;
alter table public.vales_troca_movimentos enable row level security;
alter table public.pagamentos_troca enable row level security;
revoke all on public.trocas, public.trocas_itens_devolvidos, public.trocas_itens_novos, public.vales_troca,
  public.vales_troca_movimentos, public.pagamentos_troca from anon, authenticated;
grant select on public.trocas, public.trocas_itens_devolvidos, public.trocas_itens_novos, public.vales_troca,
  public.vales_troca_movimentos, public.pagamentos_troca to authenticated;
create policy trocas_leitura on public.trocas for select to authenticated using ((select public.is_staff()));
create policy trocas_itens_devolvidos_leitura on public.trocas_itens_devolvidos for select to authenticated using ((select public.is_staff()));
create policy trocas_itens_novos_leitura on public.trocas_itens_novos for select to authenticated using ((select public.is_staff()));
create policy vales_troca_leitura on public.vales_troca for select to authenticated using ((select public.is_staff()));
create policy vales_troca_movimentos_leitura on public.vales_troca_movimentos for select to authenticated using ((select public.is_staff()));
create policy pagamentos_troca_leitura on public.pagamentos_troca for select to authenticated using ((select public.is_staff()));

-- A sale with exchanges cannot be cancelled: its returned units are already back (cancelling would
-- count them twice). Exchange what is left instead.
create function public.vendas_com_troca_nao_cancelam() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.trocas t where t.venda_id = new.id) then
    raise exception 'Esta venda tem trocas registradas e não pode ser cancelada: registre uma devolução dos itens.'
      using errcode = 'P0001', hint = 'troca';
  end if;
  return new;
end $$;
create trigger vendas_com_troca_nao_cancelam before update of status on public.vendas
  for each row when (old.status = 'confirmada' and new.status = 'cancelada')
  execute function public.vendas_com_troca_nao_cancelam();

-- A cancelled sale paid with a vale gives the vale its money back (and reverses the vale título's baixa).
create function public.vendas_canceladas_devolvem_vale() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uso public.vales_troca_movimentos;
  v_baixa bigint;
begin
  for v_uso in
    select m.* from public.vales_troca_movimentos m
     where m.venda_id = new.id and m.tipo = 'uso'
       and not exists (select 1 from public.vales_troca_movimentos e where e.estorno_de = m.id)
     order by m.vale_id, m.id
  loop
    perform 1 from public.vales_troca v where v.id = v_uso.vale_id for update;
    v_baixa := null;
    if v_uso.baixa_id is not null
       and exists (select 1 from public.baixas b where b.id = v_uso.baixa_id and b.estornada_em is null) then
      v_baixa := (public._estornar_baixa(v_uso.baixa_id, 'Cancelamento da venda ' || public.codigo_venda(new.numero))).id;
    end if;
    insert into public.vales_troca_movimentos (vale_id, tipo, valor, venda_id, baixa_id, estorno_de, usuario_id)
    values (v_uso.vale_id, 'estorno', v_uso.valor, new.id, v_baixa, v_uso.id, public.current_usuario_id());
  end loop;
  return null;
end $$;
create trigger vendas_canceladas_devolvem_vale after update of status on public.vendas
  for each row when (old.status = 'confirmada' and new.status = 'cancelada')
  execute function public.vendas_canceladas_devolvem_vale();
revoke execute on function public.vendas_com_troca_nao_cancelam(), public.vendas_canceladas_devolvem_vale()
  from public, anon, authenticated;

-- 3. Payments -----------------------------------------------------------------------------------------
-- Checks a list of payments [{forma_pagamento_id, valor, parcelas?, valor_recebido?, vale_codigo?}]
-- against the amount due (p_devido, named p_do_que in the message) and returns them in order. A vale
-- payment locks its vale (FOR UPDATE) and must fit in its saldo (several payments with one vale add up).
-- The messages are the counter sale's (migration 20261128000500).
create function public._pagamentos_conferidos(p_pagamentos jsonb, p_devido numeric, p_do_que text)
returns table (ordem integer, forma_pagamento_id bigint, tipo text, valor numeric, parcelas integer, valor_recebido numeric,
               troco numeric, vale_id bigint)
language plpgsql security definer
set search_path = ''
as $$
declare
  item jsonb;
  v_forma public.formas_pagamento;
  v_vale public.vales_troca;
  v_codigo text;
  v_usado jsonb := '{}';
  v_soma numeric := 0;
  v_ordem integer := 0;
begin
  if p_pagamentos is null or jsonb_typeof(p_pagamentos) <> 'array' or jsonb_array_length(p_pagamentos) = 0 then
    raise exception 'Informe a forma de pagamento.' using errcode = '22023', hint = 'pagamentos';
  end if;
  for item in select * from jsonb_array_elements(p_pagamentos) loop
    if jsonb_typeof(item) <> 'object' or coalesce(item ->> 'forma_pagamento_id', '') !~ '^[0-9]{1,18}$' then
      raise exception 'Informe a forma de pagamento.' using errcode = '22023', hint = 'pagamentos';
    end if;
    select f.* into v_forma from public.formas_pagamento f where f.id = (item ->> 'forma_pagamento_id')::bigint and f.ativo;
    if not found then
      raise exception 'Forma de pagamento inativa ou inexistente.' using errcode = '22023', hint = 'pagamentos';
    end if;
    v_ordem := v_ordem + 1;
    ordem := v_ordem;
    forma_pagamento_id := v_forma.id;
    tipo := v_forma.tipo;
    valor := public._valor_em_reais(item ->> 'valor', v_forma.nome);
    if valor is null or valor <= 0 then
      raise exception 'Informe o valor pago em %.', v_forma.nome using errcode = '22023', hint = 'pagamentos';
    end if;
    parcelas := 1;
    if nullif(item ->> 'parcelas', '') is not null then
      if (item ->> 'parcelas') !~ '^[0-9]{1,2}$' or (item ->> 'parcelas')::integer not between 1 and v_forma.maximo_parcelas then
        raise exception '% aceita de 1 a % parcelas.', v_forma.nome, v_forma.maximo_parcelas using errcode = '22023', hint = 'parcelas';
      end if;
      parcelas := (item ->> 'parcelas')::integer;
    end if;
    valor_recebido := null;
    troco := 0;
    if v_forma.tipo = 'dinheiro' then
      valor_recebido := coalesce(public._valor_em_reais(item ->> 'valor_recebido', 'valor recebido'), valor);
      if valor_recebido < valor then
        raise exception 'O valor recebido (%) é menor que o valor em dinheiro (%).', public._reais(valor_recebido), public._reais(valor)
          using errcode = '22023', hint = 'valor_recebido';
      end if;
      troco := valor_recebido - valor;
    elsif nullif(item ->> 'valor_recebido', '') is not null then
      raise exception 'Valor recebido e troco são só para dinheiro.' using errcode = '22023', hint = 'valor_recebido';
    end if;
    vale_id := null;
    if v_forma.tipo = 'vale' then
      v_codigo := upper(btrim(coalesce(item ->> 'vale_codigo', '')));
      if v_codigo = '' then
        raise exception 'Informe o código do vale-troca.' using errcode = '22023', hint = 'vale';
      end if;
      -- The vale's row lock: two payments of one vale at once are decided one after the other.
      select v.* into v_vale from public.vales_troca v where v.codigo = v_codigo for update;
      if not found then
        raise exception 'Vale-troca % não encontrado.', v_codigo using errcode = 'P0001', hint = 'vale';
      end if;
      if v_vale.valido_ate < public._hoje_loja() then
        raise exception 'O vale-troca % venceu em %.', v_vale.codigo, to_char(v_vale.valido_ate, 'DD/MM/YYYY')
          using errcode = 'P0001', hint = 'vale';
      end if;
      if coalesce((v_usado ->> v_vale.id::text)::numeric, 0) + valor > v_vale.saldo then
        raise exception 'O saldo do vale-troca % é %, menor que %.', v_vale.codigo, public._reais(v_vale.saldo),
          public._reais(coalesce((v_usado ->> v_vale.id::text)::numeric, 0) + valor)
          using errcode = 'P0001', hint = 'vale';
      end if;
      v_usado := v_usado || jsonb_build_object(v_vale.id::text, coalesce((v_usado ->> v_vale.id::text)::numeric, 0) + valor);
      vale_id := v_vale.id;
    elsif nullif(item ->> 'vale_codigo', '') is not null then
      raise exception 'O código do vale-troca é só para a forma vale-troca.' using errcode = '22023', hint = 'vale';
    end if;
    v_soma := v_soma + valor;
    return next;
  end loop;

  if v_soma <> p_devido then
    raise exception 'Os pagamentos somam %, mas % é %.', public._reais(v_soma), p_do_que, public._reais(p_devido)
      using errcode = '22023', hint = 'pagamentos';
  end if;
end $$;

-- Spends p_valor of a vale (already locked and checked): the ledger's uso and the compensation baixa of
-- the vale's título (no money moved).
create function public._usar_vale(p_vale_id bigint, p_valor numeric, p_venda_id bigint, p_troca_id bigint, p_usuario bigint)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_vale public.vales_troca;
  v_baixa bigint;
begin
  select v.* into v_vale from public.vales_troca v where v.id = p_vale_id for update;
  if v_vale.titulo_id is not null
     and exists (select 1 from public.titulos t where t.id = v_vale.titulo_id and t.status in ('aberto', 'parcial') and t.saldo >= p_valor) then
    v_baixa := (public._baixar_titulo(v_vale.titulo_id, p_valor, public._hoje_loja(), null,
                                      p_observacoes => 'Uso do vale-troca ' || v_vale.codigo || ' em ' ||
                                        coalesce((select public.codigo_venda(v.numero) from public.vendas v where v.id = p_venda_id),
                                                 (select public.codigo_troca(t.numero) from public.trocas t where t.id = p_troca_id)))).id;
  end if;
  insert into public.vales_troca_movimentos (vale_id, tipo, valor, venda_id, troca_id, baixa_id, usuario_id)
  values (p_vale_id, 'uso', p_valor, p_venda_id, p_troca_id, v_baixa, p_usuario);
end $$;

-- The counter sale's and the order confirmation's payments: as before (migration 20261128001400), with
-- the checks in _pagamentos_conferidos and the vale's use recorded.
create or replace function public._registrar_pagamentos(p_venda public.vendas, p_pagamentos jsonb, p_caixa_id bigint, p_usuario bigint)
returns numeric
language plpgsql security definer
set search_path = ''
as $$
declare
  v_formas bigint[];
  v_valores numeric[];
  v_parcelas integer[];
  v_recebidos numeric[];
  v_trocos numeric[];
  v_vales bigint[];
begin
  select array_agg(p.forma_pagamento_id order by p.ordem), array_agg(p.valor order by p.ordem),
         array_agg(p.parcelas order by p.ordem), array_agg(p.valor_recebido order by p.ordem),
         array_agg(p.troco order by p.ordem), array_agg(p.vale_id order by p.ordem)
    into v_formas, v_valores, v_parcelas, v_recebidos, v_trocos, v_vales
    from public._pagamentos_conferidos(p_pagamentos, p_venda.total, 'o total da venda') p;

  insert into public.pagamentos_venda (venda_id, forma_pagamento_id, valor, parcelas, valor_recebido, vale_id)
  select p_venda.id, p.forma, p.valor, p.parcelas, p.recebido, p.vale
    from unnest(v_formas, v_valores, v_parcelas, v_recebidos, v_vales) with ordinality as p(forma, valor, parcelas, recebido, vale, ordem)
   order by p.ordem;
  -- Each payment enters the cash as received; the change handed back leaves it right after.
  insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, venda_id, valor, usuario_id)
  select p_caixa_id, m.tipo, p.forma, p_venda.id, m.valor, p_usuario
    from unnest(v_formas, v_valores, v_recebidos, v_trocos) with ordinality as p(forma, valor, recebido, troco, ordem)
   cross join lateral (values (1, 'venda', coalesce(p.recebido, p.valor)), (2, 'troco', p.troco)) as m(passo, tipo, valor)
   where m.tipo = 'venda' or p.troco > 0
   order by p.ordem, m.passo;
  for i in 1 .. coalesce(array_length(v_vales, 1), 0) loop
    if v_vales[i] is not null then
      perform public._usar_vale(v_vales[i], v_valores[i], p_venda.id, null, p_usuario);
    end if;
  end loop;
  return (select coalesce(sum(t), 0) from unnest(v_trocos) as t);
end $$;

revoke execute on function public._pagamentos_conferidos(jsonb, numeric, text),
  public._usar_vale(bigint, numeric, bigint, bigint, bigint) from public, anon, authenticated;

-- The títulos of one payment of an exchange's difference, by the sale's rules (F's
-- _titulos_do_pagamento): dinheiro, Pix, débito one título a receber settled on the day; crédito in N
-- parcelas N open títulos from the card operator; each net of its share of the form's fee. A vale pays
-- by compensation (its own título's baixa, in _usar_vale): nothing here.
create function public._titulos_do_pagamento_troca(p_troca public.trocas, p_pagamento public.pagamentos_troca) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_forma public.formas_pagamento;
  v_codigo text := public.codigo_troca(p_troca.numero);
  v_dia date := (p_troca.criada_em at time zone 'America/Sao_Paulo')::date;
  v_valor bigint := (p_pagamento.valor * 100)::bigint;
  v_taxa_total bigint;
  v_n integer;
  v_bruto bigint;
  v_taxa bigint;
  v_grupo bigint;
  v_titulo public.titulos;
begin
  select f.* into v_forma from public.formas_pagamento f where f.id = p_pagamento.forma_pagamento_id;
  if v_forma.tipo = 'vale' then
    return;
  end if;
  v_taxa_total := least(v_valor, (round(p_pagamento.valor * v_forma.taxa_percentual / 100, 2) * 100)::bigint + (v_forma.taxa_fixa * 100)::bigint);
  v_n := case when v_forma.tipo = 'credito' then p_pagamento.parcelas else 1 end;
  for k in 1 .. v_n loop
    v_bruto := v_valor / v_n + case when k = 1 then v_valor % v_n else 0 end;
    v_taxa := v_taxa_total / v_n + case when k = 1 then v_taxa_total % v_n else 0 end;
    v_titulo := public._lancar_titulo(
      'receber', 'troca', p_troca.id,
      format('Troca %s — %s%s', v_codigo, v_forma.nome, case when v_n > 1 then format(' %s/%s', k, v_n) else '' end),
      (v_bruto - v_taxa) / 100.0, 'vendas',
      case when v_forma.tipo = 'credito' then v_dia + v_forma.prazo_dias + 30 * (k - 1) else v_dia end,
      p_cliente_id => case when v_forma.tipo = 'credito' then null else p_troca.cliente_id end,
      p_documento => v_codigo, p_forma_pagamento_id => v_forma.id,
      p_conta_financeira_id => public._conta_da_forma(v_forma.tipo),
      p_emissao => v_dia, p_competencia => v_dia, p_parcela => k, p_parcelas => v_n, p_grupo_id => v_grupo,
      p_taxa => v_taxa / 100.0,
      p_baixar_em => case when v_forma.tipo in ('dinheiro', 'pix', 'debito') then v_dia end);
    if k = 1 and v_n > 1 then
      v_grupo := v_titulo.id;
      update public.titulos set grupo_id = v_grupo where id = v_titulo.id;
    end if;
  end loop;
end $$;
revoke execute on function public._titulos_do_pagamento_troca(public.trocas, public.pagamentos_troca) from public, anon, authenticated;

-- What can come back of a sale, and what each line was paid: the sale's lines (their total less their
-- share of the sale's discount, proportional to the line's total, rounded to the cent, the last line
-- taking what the rounding left so the shares add up to the discount exactly), then the new lines of the
-- sale's earlier exchanges (their total). chave: 'v<itens_venda.id>' or 't<trocas_itens_novos.id>'.
create function public._itens_venda_pagos(p_venda_id bigint)
returns table (chave text, item_venda_id bigint, troca_item_novo_id bigint, troca_codigo text, produto_id bigint, grade_id bigint,
               descricao text, quantidade integer, custo_unitario numeric, pago numeric, devolvido integer)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return query
  select 'v' || l.id, l.id, null::bigint, null::text, l.produto_id, l.grade_id, l.descricao, l.quantidade, l.custo_unitario,
         l.total - case when l.id = l.ultimo then l.desconto_venda - (l.soma - l.parte) else l.parte end,
         (select coalesce(sum(d.quantidade), 0)::integer from public.trocas_itens_devolvidos d where d.item_venda_id = l.id)
    from (select i.id, i.produto_id, i.grade_id, i.descricao, i.quantidade, i.custo_unitario, i.total, v.desconto as desconto_venda,
                 round(v.desconto * i.total / nullif(v.subtotal, 0), 2) as parte,
                 sum(round(v.desconto * i.total / nullif(v.subtotal, 0), 2)) over () as soma,
                 max(i.id) over () as ultimo
            from public.itens_venda i
            join public.vendas v on v.id = i.venda_id
           where i.venda_id = p_venda_id) l
  union all
  select 't' || n.id, null::bigint, n.id, public.codigo_troca(t.numero), n.produto_id, n.grade_id, n.descricao, n.quantidade,
         n.custo_unitario, n.total,
         (select coalesce(sum(d.quantidade), 0)::integer from public.trocas_itens_devolvidos d where d.troca_item_novo_id = n.id)
    from public.trocas t
    join public.trocas_itens_novos n on n.troca_id = t.id
   where t.venda_id = p_venda_id
   order by 2, 3;  -- the sale's lines first (a null item_venda_id sorts last)
end $$;
revoke execute on function public._itens_venda_pagos(bigint) from public, anon, authenticated;

-- 4. The exchange -------------------------------------------------------------------------------------
-- p_venda_id: the original sale (null: a return without the sale, admin only, at the current price).
-- p_devolvidos: [{item_venda_id (or troca_item_id: a new line of an earlier exchange of the sale; without
--   the sale, produto_id and grade_id?), quantidade, motivo, com_defeito?}]; p_novos: [{produto_id, grade_id?, quantidade, desconto?}] as the counter sale's lines;
-- p_pagamentos: the difference's payments when the new lines cost more (as the counter sale's);
-- p_acerto: when they cost less, 'vale' (default) or 'dinheiro' (admin, from the open cash session).
-- Returns {id, numero, codigo, valor_devolvido, valor_novo, diferenca, acerto, troco, vale}.
create function public.registrar_troca(
  p_venda_id bigint,
  p_devolvidos jsonb,
  p_novos jsonb default null,
  p_pagamentos jsonb default null,
  p_acerto text default null,
  p_cliente_id bigint default null,
  p_observacoes text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
set plan_cache_mode = 'auto'
as $$
declare
  v_usuario bigint;
  v_admin boolean := public.is_admin();
  v_caixa public.caixas;
  v_venda public.vendas;
  v_cliente bigint;
  v_dev jsonb := '[]';
  v_novos jsonb := '[]';
  v_bruto numeric := 0;
  v_descontos numeric := 0;
  v_devolvido numeric := 0;
  v_novo numeric := 0;
  v_diferenca numeric;
  v_acerto text;
  v_tem_pagamentos boolean := p_pagamentos is not null and jsonb_typeof(p_pagamentos) = 'array' and jsonb_array_length(p_pagamentos) > 0;
  v_troca public.trocas;
  v_codigo text;
  v_vale public.vales_troca;
  v_vale_codigo text;
  v_validade integer;
  v_troco numeric := 0;
  v_dinheiro public.formas_pagamento;
  v_pagamento public.pagamentos_troca;
  v_titulo public.titulos;
  linha record;
  v_item record;
  v_produto public.produtos;
  v_grade public.grades_produto;
  v_ja integer;
  v_qtd integer;
  v_valor numeric;
  v_nome text;
  v_contados jsonb := '{}';
begin
  if not public.can_write() then
    raise exception 'Sem permissão para registrar trocas.' using errcode = '42501';
  end if;
  v_usuario := public.current_usuario_id();
  if p_devolvidos is null or jsonb_typeof(p_devolvidos) <> 'array' or jsonb_array_length(p_devolvidos) = 0 then
    raise exception 'Marque pelo menos um item devolvido.' using errcode = '22023', hint = 'devolvidos';
  end if;
  if jsonb_array_length(p_devolvidos) > 200 then
    raise exception 'Uma troca aceita no máximo 200 itens devolvidos.' using errcode = '22023', hint = 'devolvidos';
  end if;
  if exists (select 1 from jsonb_array_elements(p_devolvidos) e
             where jsonb_typeof(e) <> 'object'
                or coalesce(e ->> 'item_venda_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'troca_item_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'produto_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'grade_id', '0') !~ '^[0-9]{1,18}$'
                or coalesce(e ->> 'quantidade', '') !~ '^[0-9]{1,4}$'
                or (e ->> 'quantidade')::integer not between 1 and 9999
                or jsonb_typeof(coalesce(e -> 'com_defeito', 'false')) not in ('boolean', 'null')) then
    raise exception 'Informe o item e a quantidade (de 1 a 9999) de cada devolução.' using errcode = '22023', hint = 'devolvidos';
  end if;
  if exists (select 1 from jsonb_array_elements(p_devolvidos) e
             where coalesce(e ->> 'motivo', '') not in ('Tamanho', 'Cor', 'Modelo', 'Defeito', 'Arrependimento (7 dias)', 'Outro')) then
    raise exception 'Escolha o motivo de cada item devolvido.' using errcode = '22023', hint = 'motivo';
  end if;
  if p_novos is not null and jsonb_typeof(p_novos) not in ('array', 'null') then
    raise exception 'Informe produto e quantidade (de 1 a 9999) em cada item.' using errcode = '22023', hint = 'itens';
  end if;
  if p_acerto is not null and p_acerto not in ('vale', 'dinheiro') then
    raise exception 'Escolha vale-troca ou devolução em dinheiro.' using errcode = '22023', hint = 'acerto';
  end if;
  if char_length(coalesce(p_observacoes, '')) > 1000 then
    raise exception 'As observações aceitam no máximo 1000 caracteres.' using errcode = '22023', hint = 'observacoes';
  end if;
  if p_cliente_id is not null and not exists (select 1 from public.clientes c where c.id = p_cliente_id and c.ativo) then
    raise exception 'Cliente não encontrado ou inativo.' using errcode = '22023', hint = 'cliente_id';
  end if;

  -- The cash session, then the sale, then the products, then the vales: the order the sale functions
  -- take them (no deadlock). The sale's row lock serialises two exchanges of one sale.
  v_caixa := public._caixa_aberto();
  if p_venda_id is null then
    if not v_admin then
      raise exception 'Só um administrador registra uma devolução sem a venda.' using errcode = '42501';
    end if;
    if exists (select 1 from jsonb_array_elements(p_devolvidos) e where e ->> 'produto_id' is null) then
      raise exception 'Informe o produto de cada item devolvido.' using errcode = '22023', hint = 'devolvidos';
    end if;
  else
    select * into v_venda from public.vendas where id = p_venda_id for update;
    if not found then
      raise exception 'Venda não encontrada.' using errcode = 'P0001';
    end if;
    if v_venda.status <> 'confirmada' then
      raise exception 'Só uma venda confirmada pode ter troca ou devolução.' using errcode = 'P0001';
    end if;
    if exists (select 1 from jsonb_array_elements(p_devolvidos) e where e ->> 'item_venda_id' is null and e ->> 'troca_item_id' is null) then
      raise exception 'Informe o item da venda de cada devolução.' using errcode = '22023', hint = 'devolvidos';
    end if;
  end if;
  v_cliente := coalesce(p_cliente_id, v_venda.cliente_id);

  perform public._bloquear_produtos(array(
    select i.produto_id from public.itens_venda i
     where i.venda_id = p_venda_id
       and i.id in (select (e ->> 'item_venda_id')::bigint from jsonb_array_elements(p_devolvidos) e)
    union
    select n.produto_id from public.trocas_itens_novos n
     where n.id in (select (e ->> 'troca_item_id')::bigint from jsonb_array_elements(p_devolvidos) e)
    union
    select (e ->> 'produto_id')::bigint from jsonb_array_elements(p_devolvidos) e where p_venda_id is null
    union
    select (e ->> 'produto_id')::bigint from jsonb_array_elements(case when jsonb_typeof(p_novos) = 'array' then p_novos else '[]' end) e
     where (e ->> 'produto_id') ~ '^[0-9]{1,18}$'));

  -- The returned lines and what was paid for them.
  for linha in select x.valor as e from jsonb_array_elements(p_devolvidos) with ordinality as x(valor, ordem) order by x.ordem loop
    v_qtd := (linha.e ->> 'quantidade')::integer;
    if p_venda_id is not null then
      select p.* into v_item from public._itens_venda_pagos(p_venda_id) p
       where p.chave = case when linha.e ->> 'troca_item_id' is not null then 't' || (linha.e ->> 'troca_item_id') else 'v' || (linha.e ->> 'item_venda_id') end;
      if not found then
        raise exception 'Um item devolvido não é desta venda.' using errcode = '22023', hint = 'devolvidos';
      end if;
      v_ja := v_item.devolvido + coalesce((v_contados ->> v_item.chave)::integer, 0);
      if v_qtd > v_item.quantidade - v_ja then
        raise exception 'Só % de % pode(m) ser devolvida(s): vendida(s) %, já devolvida(s) %.',
          v_item.quantidade - v_ja, v_item.descricao, v_item.quantidade, v_ja
          using errcode = 'P0001', hint = 'quantidade';
      end if;
      -- The paid total spread over the units: the cents come out right when every unit is back.
      v_valor := round(v_item.pago * (v_ja + v_qtd) / v_item.quantidade, 2) - round(v_item.pago * v_ja / v_item.quantidade, 2);
      v_contados := v_contados || jsonb_build_object(v_item.chave, v_ja - v_item.devolvido + v_qtd);
      v_dev := v_dev || jsonb_build_object('item_venda_id', v_item.item_venda_id, 'troca_item_novo_id', v_item.troca_item_novo_id,
        'produto_id', v_item.produto_id,
        'grade_id', v_item.grade_id, 'descricao', v_item.descricao, 'quantidade', v_qtd, 'valor', v_valor,
        'custo_unitario', v_item.custo_unitario, 'motivo', linha.e ->> 'motivo',
        'com_defeito', coalesce((linha.e ->> 'com_defeito')::boolean, false));
    else
      select p.* into v_produto from public.produtos p where p.id = (linha.e ->> 'produto_id')::bigint;
      if not found then
        raise exception 'Produto não encontrado.' using errcode = 'P0001', hint = 'devolvidos';
      end if;
      if linha.e ->> 'grade_id' is not null then
        select g.* into v_grade from public.grades_produto g where g.id = (linha.e ->> 'grade_id')::bigint and g.produto_id = v_produto.id;
        if not found then
          raise exception '% não tem esta cor e tamanho.', v_produto.nome using errcode = 'P0001', hint = 'devolvidos';
        end if;
        v_nome := format('%s (%s/%s)', v_produto.nome, v_grade.cor, public.tamanho_rotulo(v_grade.tamanho));
      else
        if exists (select 1 from public.grades_produto g where g.produto_id = v_produto.id) then
          raise exception 'Escolha a cor e o tamanho de %.', v_produto.nome using errcode = 'P0001', hint = 'devolvidos';
        end if;
        v_nome := v_produto.nome;
      end if;
      v_valor := v_qtd * v_produto.preco_venda;
      v_dev := v_dev || jsonb_build_object('item_venda_id', null, 'produto_id', v_produto.id,
        'grade_id', (linha.e ->> 'grade_id')::bigint, 'descricao', v_nome, 'quantidade', v_qtd, 'valor', v_valor,
        'custo_unitario', v_produto.preco_custo + v_produto.preco_compra, 'motivo', linha.e ->> 'motivo',
        'com_defeito', coalesce((linha.e ->> 'com_defeito')::boolean, false));
    end if;
    v_devolvido := v_devolvido + v_valor;
  end loop;

  -- The new lines, checked and priced as a counter sale's.
  if jsonb_typeof(p_novos) = 'array' and jsonb_array_length(p_novos) > 0 then
    select coalesce(sum(l.quantidade * l.preco_unitario), 0), coalesce(sum(l.desconto), 0),
           jsonb_agg(to_jsonb(l) order by l.ordem)
      into v_bruto, v_descontos, v_novos
      from public._linhas_venda(p_novos) with ordinality as l(produto_id, grade_id, quantidade, preco_unitario, custo_unitario, desconto, descricao, ordem);
    perform public._conferir_desconto(v_bruto, v_descontos);
  end if;
  v_novo := v_bruto - v_descontos;
  v_diferenca := v_novo - v_devolvido;

  if v_diferenca > 0 then
    if v_caixa.id is null then
      raise exception 'Abra o caixa para receber a diferença.' using errcode = 'P0001', hint = 'caixa_fechado';
    end if;
    v_acerto := 'pagamento';
  else
    if v_tem_pagamentos then
      raise exception 'Esta troca não tem diferença a pagar.' using errcode = '22023', hint = 'pagamentos';
    end if;
    v_acerto := case when v_diferenca = 0 then 'sem_diferenca' else coalesce(p_acerto, 'vale') end;
  end if;
  if v_acerto = 'dinheiro' then
    if not v_admin then
      raise exception 'Só um administrador devolve a diferença em dinheiro.' using errcode = '42501';
    end if;
    if v_caixa.id is null then
      raise exception 'Abra o caixa para devolver o dinheiro.' using errcode = 'P0001', hint = 'caixa_fechado';
    end if;
    select f.* into v_dinheiro from public.formas_pagamento f where f.tipo = 'dinheiro' and f.ativo order by f.id limit 1;
    if not found then
      raise exception 'Cadastre a forma de pagamento Dinheiro para devolver em dinheiro.' using errcode = 'P0001';
    end if;
    if public._dinheiro_esperado(v_caixa.id) < -v_diferenca then
      raise exception 'O caixa tem % em dinheiro, menos que os % a devolver.',
        public._reais(public._dinheiro_esperado(v_caixa.id)), public._reais(-v_diferenca)
        using errcode = 'P0001', hint = 'caixa';
    end if;
  end if;

  insert into public.trocas (venda_id, cliente_id, usuario_id, caixa_id, valor_devolvido, valor_novo, acerto, observacoes)
  values (p_venda_id, v_cliente, v_usuario, v_caixa.id, v_devolvido, v_novo, v_acerto, nullif(btrim(coalesce(p_observacoes, '')), ''))
  returning * into v_troca;
  v_codigo := public.codigo_troca(v_troca.numero);

  insert into public.trocas_itens_devolvidos (troca_id, item_venda_id, troca_item_novo_id, produto_id, grade_id, descricao, quantidade,
                                              valor, custo_unitario, motivo, com_defeito)
  select v_troca.id, r.item_venda_id, r.troca_item_novo_id, r.produto_id, r.grade_id, r.descricao, r.quantidade, r.valor, r.custo_unitario,
         r.motivo, r.com_defeito
    from rows from (jsonb_to_recordset(v_dev) as (item_venda_id bigint, troca_item_novo_id bigint, produto_id bigint, grade_id bigint,
         descricao text, quantidade integer, valor numeric, custo_unitario numeric, motivo text, com_defeito boolean))
         with ordinality as r(item_venda_id, troca_item_novo_id, produto_id, grade_id, descricao, quantidade, valor, custo_unitario, motivo,
                              com_defeito, ordem)
   order by r.ordem;
  insert into public.trocas_itens_novos (troca_id, produto_id, grade_id, descricao, quantidade, preco_unitario, custo_unitario, desconto)
  select v_troca.id, r.produto_id, r.grade_id, r.descricao, r.quantidade, r.preco_unitario, r.custo_unitario, r.desconto
    from jsonb_to_recordset(v_novos) as r(produto_id bigint, grade_id bigint, quantidade integer, preco_unitario numeric,
                                         custo_unitario numeric, desconto numeric, descricao text, ordem bigint)
   order by r.ordem;

  -- Stock: what came back (but for defects) enters, motivo Devolução; the new lines leave as a sale.
  for linha in
    select d.produto_id, d.grade_id, d.quantidade, round(d.valor / d.quantidade, 2) as preco
      from public.trocas_itens_devolvidos d where d.troca_id = v_troca.id and not d.com_defeito order by d.id
  loop
    perform public._aplicar_estoque(linha.produto_id, linha.grade_id, linha.quantidade, linha.quantidade);
    insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes,
                                              usuario_id, data_movimentacao, troca_id)
    values ('entrada', linha.produto_id, linha.grade_id, linha.quantidade, linha.preco, 'Devolução', 'Troca ' || v_codigo,
            v_usuario, clock_timestamp(), v_troca.id);
  end loop;
  for linha in select n.produto_id, n.grade_id, n.quantidade, n.preco_unitario from public.trocas_itens_novos n where n.troca_id = v_troca.id order by n.id loop
    perform public._aplicar_estoque(linha.produto_id, linha.grade_id, -linha.quantidade, linha.quantidade);
    insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes,
                                              usuario_id, data_movimentacao, troca_id)
    values ('saida', linha.produto_id, linha.grade_id, linha.quantidade, linha.preco_unitario, 'Venda', 'Troca ' || v_codigo,
            v_usuario, clock_timestamp(), v_troca.id);
  end loop;

  -- The difference.
  if v_acerto = 'pagamento' then
    for linha in select * from public._pagamentos_conferidos(p_pagamentos, v_diferenca, 'a diferença da troca') p order by p.ordem loop
      insert into public.pagamentos_troca (troca_id, forma_pagamento_id, valor, parcelas, valor_recebido, vale_id)
      values (v_troca.id, linha.forma_pagamento_id, linha.valor, linha.parcelas, linha.valor_recebido, linha.vale_id)
      returning * into v_pagamento;
      insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, troca_id, valor, usuario_id)
      values (v_caixa.id, 'venda', linha.forma_pagamento_id, v_troca.id, coalesce(linha.valor_recebido, linha.valor), v_usuario);
      if linha.troco > 0 then
        insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, troca_id, valor, usuario_id)
        values (v_caixa.id, 'troco', linha.forma_pagamento_id, v_troca.id, linha.troco, v_usuario);
      end if;
      v_troco := v_troco + linha.troco;
      if linha.vale_id is not null then
        perform public._usar_vale(linha.vale_id, linha.valor, null, v_troca.id, v_usuario);
      end if;
      perform public._titulos_do_pagamento_troca(v_troca, v_pagamento);
    end loop;
  elsif v_acerto = 'vale' then
    select e.vale_troca_validade_dias into v_validade from public.empresa e where e.id = 1;
    -- The first vale issued adds the counter's payment form that spends it (the seed has none).
    if not exists (select 1 from public.formas_pagamento f where f.tipo = 'vale') then
      insert into public.formas_pagamento (nome, tipo) values ('Vale-troca', 'vale') on conflict (nome) do nothing;
    end if;
    loop
      v_vale_codigo := 'VT-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8));
      exit when not exists (select 1 from public.vales_troca v where v.codigo = v_vale_codigo);
    end loop;
    insert into public.vales_troca (codigo, cliente_id, troca_id, valor, valido_ate)
    values (v_vale_codigo, v_cliente, v_troca.id, -v_diferenca, public._hoje_loja() + v_validade)
    returning * into v_vale;
    v_titulo := public._lancar_titulo('pagar', 'troca', v_troca.id,
      format('Vale-troca %s — troca %s', v_vale.codigo, v_codigo), v_vale.valor, 'devolucoes', v_vale.valido_ate,
      p_cliente_id => v_cliente, p_documento => v_codigo);
    update public.vales_troca set titulo_id = v_titulo.id where id = v_vale.id;
    insert into public.vales_troca_movimentos (vale_id, tipo, valor, troca_id, usuario_id)
    values (v_vale.id, 'emissao', v_vale.valor, v_troca.id, v_usuario);
    select * into v_vale from public.vales_troca where id = v_vale.id;
  elsif v_acerto = 'dinheiro' then
    insert into public.movimentos_caixa (caixa_id, tipo, forma_pagamento_id, troca_id, valor, motivo, usuario_id)
    values (v_caixa.id, 'estorno', v_dinheiro.id, v_troca.id, -v_diferenca, 'Troca ' || v_codigo, v_usuario);
    perform public._lancar_titulo('pagar', 'troca', v_troca.id, 'Devolução em dinheiro — troca ' || v_codigo, -v_diferenca,
      'devolucoes', public._hoje_loja(), p_cliente_id => v_cliente, p_documento => v_codigo,
      p_forma_pagamento_id => v_dinheiro.id, p_conta_financeira_id => public._conta_da_forma('dinheiro'),
      p_baixar_em => public._hoje_loja());
  end if;

  return jsonb_build_object('id', v_troca.id, 'numero', v_troca.numero, 'codigo', v_codigo,
    'valor_devolvido', v_troca.valor_devolvido, 'valor_novo', v_troca.valor_novo, 'diferenca', v_troca.diferenca,
    'acerto', v_troca.acerto, 'troco', v_troco,
    'vale', case when v_vale.id is null then null
                 else jsonb_build_object('codigo', v_vale.codigo, 'valor', v_vale.valor, 'saldo', v_vale.saldo, 'valido_ate', v_vale.valido_ate) end);
end $$;

comment on function public.registrar_troca(bigint, jsonb, jsonb, jsonb, text, bigint, text) is
  'An exchange or return, all or nothing: returned lines at what was paid, new lines as a sale, the difference paid, a vale-troca or (admin) cash back.';
revoke execute on function public.registrar_troca(bigint, jsonb, jsonb, jsonb, text, bigint, text) from public, anon;
grant execute on function public.registrar_troca(bigint, jsonb, jsonb, jsonb, text, bigint, text) to authenticated;

-- 5. What the screens read ---------------------------------------------------------------------------------
-- /vendas/trocas: every search word (troca and sale numbers, customer, CPF), acerto and period.
-- Returns {total, valor_devolvido, valor_novo, linhas[]}, newest first.
create function public.trocas_pagina(
  p_busca text default '',
  p_acerto text default null,
  p_de date default null,
  p_ate date default null,
  p_pagina integer default 1,
  p_por_pagina integer default 10
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_padroes text[];
  v_resumo record;
  v_linhas jsonb;
  v_de timestamptz := (p_de::timestamp at time zone 'America/Sao_Paulo');
  v_ate timestamptz := ((p_ate + 1)::timestamp at time zone 'America/Sao_Paulo');
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as trocas.' using errcode = '42501';
  end if;
  if p_acerto is not null and p_acerto not in ('sem_diferenca', 'pagamento', 'vale', 'dinheiro') then
    raise exception 'Acerto de troca inválido.' using errcode = '22023';
  end if;
  if p_de is not null and p_ate is not null and p_de > p_ate then
    raise exception 'A data inicial é depois da final.' using errcode = '22023';
  end if;
  if p_pagina is null or p_pagina < 1 or p_por_pagina is null or p_por_pagina not between 1 and 100 then
    raise exception 'Página inválida.' using errcode = '22023';
  end if;
  v_padroes := array(select distinct '%' || w || '%'
                       from regexp_split_to_table(public.f_unaccent(lower(left(coalesce(p_busca, ''), 200))), '[^[:alnum:]]+') as w
                      where w <> '');

  select count(*) as total, coalesce(sum(t.valor_devolvido), 0) as valor_devolvido, coalesce(sum(t.valor_novo), 0) as valor_novo
    into v_resumo
    from public.trocas t
   where t.busca like all (v_padroes)
     and (p_acerto is null or t.acerto = p_acerto)
     and (p_de is null or t.criada_em >= v_de)
     and (p_ate is null or t.criada_em < v_ate);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id, 'numero', t.numero, 'codigo', public.codigo_troca(t.numero),
           'venda_id', t.venda_id, 'venda_codigo', public.codigo_venda(v.numero),
           'cliente_nome', c.nome, 'cpf', c.cpf,
           'itens_devolvidos', (select coalesce(sum(d.quantidade), 0) from public.trocas_itens_devolvidos d where d.troca_id = t.id),
           'itens_novos', (select coalesce(sum(n.quantidade), 0) from public.trocas_itens_novos n where n.troca_id = t.id),
           'valor_devolvido', t.valor_devolvido, 'valor_novo', t.valor_novo, 'diferenca', t.diferenca,
           'acerto', t.acerto, 'criada_em', t.criada_em, 'usuario_nome', u.nome
         ) order by t.criada_em desc, t.id desc), '[]'::jsonb)
    into v_linhas
    from (select t.* from public.trocas t
           where t.busca like all (v_padroes)
             and (p_acerto is null or t.acerto = p_acerto)
             and (p_de is null or t.criada_em >= v_de)
             and (p_ate is null or t.criada_em < v_ate)
           order by t.criada_em desc, t.id desc
           limit p_por_pagina offset (p_pagina - 1)::bigint * p_por_pagina) t
    left join public.vendas v on v.id = t.venda_id
    left join public.clientes c on c.id = t.cliente_id
    left join public.usuarios u on u.id = t.usuario_id;

  return jsonb_build_object('total', v_resumo.total, 'valor_devolvido', v_resumo.valor_devolvido,
                            'valor_novo', v_resumo.valor_novo, 'linhas', v_linhas);
end $$;

-- An exchange's page and receipt. Null when it does not exist.
create function public.troca_detalhe(p_id bigint) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_troca public.trocas;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as trocas.' using errcode = '42501';
  end if;
  select * into v_troca from public.trocas where id = p_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'troca', to_jsonb(v_troca) - 'busca' || jsonb_build_object(
      'codigo', public.codigo_troca(v_troca.numero),
      'venda_codigo', (select public.codigo_venda(v.numero) from public.vendas v where v.id = v_troca.venda_id),
      'cliente_nome', (select c.nome from public.clientes c where c.id = v_troca.cliente_id),
      'cliente_cpf', (select c.cpf from public.clientes c where c.id = v_troca.cliente_id),
      'usuario_nome', (select u.nome from public.usuarios u where u.id = v_troca.usuario_id)),
    'devolvidos', coalesce((select jsonb_agg(jsonb_build_object('id', d.id, 'item_venda_id', d.item_venda_id, 'produto_id', d.produto_id,
        'grade_id', d.grade_id, 'descricao', d.descricao, 'quantidade', d.quantidade, 'valor', d.valor, 'motivo', d.motivo,
        'com_defeito', d.com_defeito) order by d.id)
      from public.trocas_itens_devolvidos d where d.troca_id = v_troca.id), '[]'::jsonb),
    'novos', coalesce((select jsonb_agg(jsonb_build_object('id', n.id, 'produto_id', n.produto_id, 'grade_id', n.grade_id,
        'descricao', n.descricao, 'quantidade', n.quantidade, 'preco_unitario', n.preco_unitario, 'desconto', n.desconto,
        'total', n.total) order by n.id)
      from public.trocas_itens_novos n where n.troca_id = v_troca.id), '[]'::jsonb),
    'pagamentos', coalesce((select jsonb_agg(jsonb_build_object('forma', f.nome, 'tipo', f.tipo, 'valor', p.valor,
        'parcelas', p.parcelas, 'valor_recebido', p.valor_recebido, 'troco', p.troco,
        'vale_codigo', (select v.codigo from public.vales_troca v where v.id = p.vale_id)) order by p.id)
      from public.pagamentos_troca p join public.formas_pagamento f on f.id = p.forma_pagamento_id
     where p.troca_id = v_troca.id), '[]'::jsonb),
    'vale', (select jsonb_build_object('codigo', v.codigo, 'valor', v.valor, 'saldo', v.saldo, 'valido_ate', v.valido_ate)
               from public.vales_troca v where v.troca_id = v_troca.id),
    'devolucao_dinheiro', (select m.valor from public.movimentos_caixa m where m.troca_id = v_troca.id and m.tipo = 'estorno')
  );
end $$;

-- A sale as the exchange screen needs it: each line with what was sold, already returned, what is left
-- and what one more unit is worth back (its paid value); the sale's exchanges; the 7-day withdrawal
-- deadline of a storefront order (CDC art. 49: 7 days from receipt; counted here from the confirmation).
create function public.venda_para_troca(p_venda_id bigint) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_venda public.vendas;
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver as vendas' using errcode = '42501';
  end if;
  select * into v_venda from public.vendas where id = p_venda_id;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'venda', jsonb_build_object('id', v_venda.id, 'codigo', public.codigo_venda(v_venda.numero), 'status', v_venda.status,
      'origem', v_venda.origem, 'cliente_id', v_venda.cliente_id,
      'cliente_nome', coalesce((select c.nome from public.clientes c where c.id = v_venda.cliente_id),
                               (select u.nome from public.usuarios u where u.id = v_venda.comprador_id)),
      'cpf', coalesce((select c.cpf from public.clientes c where c.id = v_venda.cliente_id), v_venda.cpf_na_nota),
      'subtotal', v_venda.subtotal, 'desconto', v_venda.desconto, 'total', v_venda.total,
      'confirmada_em', v_venda.confirmada_em,
      'arrependimento_ate', case when v_venda.origem = 'catalogo' and v_venda.confirmada_em is not null
                                 then ((v_venda.confirmada_em at time zone 'America/Sao_Paulo')::date + 7) end),
    'itens', coalesce((select jsonb_agg(jsonb_build_object('chave', p.chave, 'id', p.item_venda_id, 'troca_item_id', p.troca_item_novo_id,
        'troca_codigo', p.troca_codigo, 'produto_id', p.produto_id, 'grade_id', p.grade_id,
        'descricao', p.descricao, 'cor', g.cor, 'tamanho', public.tamanho_rotulo(g.tamanho), 'quantidade', p.quantidade,
        'devolvido', p.devolvido, 'restante', p.quantidade - p.devolvido, 'pago', p.pago,
        'valor_unidade', case when p.devolvido < p.quantidade
                              then round(p.pago * (p.devolvido + 1) / p.quantidade, 2) - round(p.pago * p.devolvido / p.quantidade, 2)
                              else 0 end,
        -- "Trocar tamanho": the product's other cells (colour × size) with what is available of each now.
        'produto_nome', pr.nome, 'preco_atual', pr.preco_venda, 'produto_ativo', pr.ativo,
        'outras_grades', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'cor', o.cor, 'tamanho', public.tamanho_rotulo(o.tamanho),
            'disponivel', greatest(o.estoque_atual - public._reservado(o.produto_id, o.id), 0)) order by o.cor = g.cor desc, o.cor, o.id)
          from public.grades_produto o where o.produto_id = p.produto_id and o.id <> p.grade_id), '[]'::jsonb)) order by p.ordem)
      from public._itens_venda_pagos(v_venda.id) with ordinality as p(chave, item_venda_id, troca_item_novo_id, troca_codigo, produto_id,
           grade_id, descricao, quantidade, custo_unitario, pago, devolvido, ordem)
      left join public.grades_produto g on g.id = p.grade_id
      left join public.produtos pr on pr.id = p.produto_id), '[]'::jsonb),
    'trocas', coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'codigo', public.codigo_troca(t.numero), 'criada_em', t.criada_em,
        'valor_devolvido', t.valor_devolvido, 'diferenca', t.diferenca, 'acerto', t.acerto) order by t.id)
      from public.trocas t where t.venda_id = v_venda.id), '[]'::jsonb)
  );
end $$;

-- The counter's vale: by its code, or the customer's vales with money left and still valid.
create function public.vale_troca_consulta(p_codigo text default null, p_cliente_id bigint default null) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Sem permissão para ver os vales-troca.' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', v.id, 'codigo', v.codigo, 'valor', v.valor, 'saldo', v.saldo, 'valido_ate', v.valido_ate,
             'vencido', v.valido_ate < public._hoje_loja(), 'cliente_id', v.cliente_id, 'cliente_nome', c.nome,
             'troca_codigo', public.codigo_troca(t.numero)) order by v.valido_ate, v.id)
      from public.vales_troca v
      join public.trocas t on t.id = v.troca_id
      left join public.clientes c on c.id = v.cliente_id
     where (p_codigo is not null and v.codigo = upper(btrim(p_codigo)))
        or (p_codigo is null and p_cliente_id is not null and v.cliente_id = p_cliente_id and v.saldo > 0
            and v.valido_ate >= public._hoje_loja())), '[]'::jsonb);
end $$;

revoke execute on function public.trocas_pagina(text, text, date, date, integer, integer), public.troca_detalhe(bigint),
  public.venda_para_troca(bigint), public.vale_troca_consulta(text, bigint) from public, anon;
grant execute on function public.trocas_pagina(text, text, date, date, integer, integer), public.troca_detalhe(bigint),
  public.venda_para_troca(bigint), public.vale_troca_consulta(text, bigint) to authenticated;
