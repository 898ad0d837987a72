/**
 * Writes supabase/seed.sql and the demo product images in supabase/storage-seed/imagens/produto/<id>/.
 * Run after changing catalogue.ts: `npx tsx supabase/scripts/generate-seed.ts` (from the repository root).
 * The images are drawings (SVG rendered to WebP with sharp), so the repository ships no photos it
 * has no rights to, and each stays a few KB.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CATEGORIAS, CORES_EXTRAS, CORES_PADRAO, PRODUTOS, type CategoriaId, type ProdutoSeed } from './catalogue.ts';
import { DEMO_USERS, clientes, fornecedores, funcionarios } from './people.ts';

const SUPABASE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES_DIR = join(SUPABASE_DIR, 'storage-seed', 'imagens', 'produto');

const q = (value: string | null | undefined): string => (value == null ? 'null' : `'${value.replace(/'/g, "''")}'`);
const money = (value: number) => value.toFixed(2);

// --- images ------------------------------------------------------------------------------------

const BACKGROUNDS = ['#F3E9DC', '#E3F2F1', '#FCE8E4', '#EAF0FA', '#F6F1D8'];

function shape(categoria: CategoriaId, cor: string, detalhe: string): string {
  switch (categoria) {
    case 1: // biquíni: top and bottom
      return `<path d="M190 260 Q240 200 290 230 L300 360 Q240 380 190 350 Z" fill="${cor}"/>
        <path d="M410 230 Q460 200 510 260 L510 350 Q460 380 400 360 Z" fill="${cor}"/>
        <path d="M290 235 Q350 270 410 235" stroke="${detalhe}" stroke-width="10" fill="none"/>
        <path d="M230 215 L260 120 M470 215 L440 120" stroke="${detalhe}" stroke-width="8"/>
        <path d="M200 520 L500 520 Q470 640 350 700 Q230 640 200 520 Z" fill="${cor}"/>
        <path d="M200 520 L140 500 M500 520 L560 500" stroke="${detalhe}" stroke-width="10"/>`;
    case 2: // bolsa: tote with handles
      return `<path d="M270 330 Q270 170 350 170 Q430 170 430 330" stroke="${detalhe}" stroke-width="22" fill="none"/>
        <path d="M160 320 L540 320 L500 730 L200 730 Z" fill="${cor}"/>
        <path d="M180 400 L520 400 M190 480 L510 480 M195 560 L505 560 M200 640 L500 640" stroke="${detalhe}" stroke-opacity=".35" stroke-width="10"/>`;
    case 3: // chapéu: brim and crown
      return `<ellipse cx="350" cy="520" rx="300" ry="110" fill="${cor}"/>
        <path d="M220 510 Q220 280 350 280 Q480 280 480 510 Z" fill="${cor}" stroke="${detalhe}" stroke-opacity=".3" stroke-width="6"/>
        <path d="M222 470 Q350 520 478 470 L480 505 Q350 555 220 505 Z" fill="${detalhe}"/>`;
    case 4: // maiô: one piece
      return `<path d="M250 140 L290 140 Q300 260 350 300 Q400 260 410 140 L450 140 Q470 330 470 420 Q470 560 520 700 Q350 760 180 700 Q230 560 230 420 Q230 330 250 140 Z" fill="${cor}"/>
        <path d="M240 420 Q350 470 460 420" stroke="${detalhe}" stroke-width="12" fill="none"/>`;
    default: // canga: fabric with fringe
      return `<rect x="130" y="150" width="440" height="540" rx="14" fill="${cor}"/>
        <circle cx="350" cy="420" r="130" fill="none" stroke="${detalhe}" stroke-width="14"/>
        <circle cx="350" cy="420" r="70" fill="${detalhe}" fill-opacity=".5"/>
        ${Array.from({ length: 15 }, (_, i) => `<path d="M${145 + i * 29} 690 L${145 + i * 29} 740" stroke="${cor}" stroke-width="8"/>`).join('')}`;
  }
}

function svg(produto: ProdutoSeed, index: number, variante: 'principal' | 'secundaria'): string {
  const principal = produto.cores[0]?.hex ?? '#3FBFAD';
  const cor = variante === 'principal' ? principal : (produto.cores[1]?.hex ?? principal);
  const fundo = BACKGROUNDS[(index + (variante === 'principal' ? 0 : 2)) % BACKGROUNDS.length];
  const detalhe = cor.toUpperCase() === '#FFFFFF' || cor.toUpperCase() === '#F9C80E' ? '#2B2B2B' : '#FFFFFF';
  const contorno = cor.toUpperCase() === '#FFFFFF' ? '<g stroke="#BFB7AA" stroke-width="4">' : '<g>';
  const zoom = variante === 'secundaria' ? 'transform="translate(-105 -120) scale(1.3)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="875" viewBox="0 0 700 875">
    <rect width="700" height="875" fill="${fundo}"/>
    <circle cx="${variante === 'principal' ? 560 : 140}" cy="120" r="70" fill="#FFFFFF" fill-opacity=".55"/>
    <path d="M0 800 Q175 760 350 800 T700 800 L700 875 L0 875 Z" fill="#FFFFFF" fill-opacity=".5"/>
    <g ${zoom}>${contorno}${shape(produto.categoria, cor, detalhe)}</g></g>
  </svg>`;
}

async function writeImages(): Promise<Map<string, number>> {
  rmSync(IMAGES_DIR, { recursive: true, force: true });
  const sizes = new Map<string, number>();
  for (const [index, produto] of PRODUTOS.entries()) {
    const id = index + 1;
    const dir = join(IMAGES_DIR, String(id));
    mkdirSync(dir, { recursive: true });
    for (const variante of ['principal', 'secundaria'] as const) {
      const bytes = await sharp(Buffer.from(svg(produto, index, variante))).webp({ quality: 72 }).toBuffer();
      writeFileSync(join(dir, `${variante}.webp`), bytes);
      sizes.set(`${id}/${variante}`, bytes.length);
    }
  }
  return sizes;
}

// --- seed.sql ----------------------------------------------------------------------------------

interface Grade {
  id: number;
  produtoId: number;
  cor: string;
  hex: string;
  tamanho: string;
  estoque: number;
}

function gradesOf(): Grade[] {
  const grades: Grade[] = [];
  PRODUTOS.forEach((produto, index) => {
    let n = 0;
    for (const cor of produto.cores) {
      for (const tamanho of produto.tamanhos) {
        grades.push({
          id: grades.length + 1,
          produtoId: index + 1,
          cor: cor.nome,
          hex: cor.hex,
          tamanho,
          estoque: produto.estoques[n % produto.estoques.length],
        });
        n++;
      }
    }
  });
  return grades;
}

function seedSql(sizes: Map<string, number>): string {
  const grades = gradesOf();
  const out: string[] = [];
  out.push(`-- Demo data for Loja Praia. GENERATED by supabase/scripts/generate-seed.ts from catalogue.ts and people.ts: edit those.
-- Applied once on the first start of the local stack (and by \`supabase db reset\` on the Supabase CLI).

insert into public.empresa (id, nome, cnpj, endereco, telefone, email, website, instagram, whatsapp) values
  (1, 'Loja Praia Moda Praia', '12.345.678/0001-90', 'Av. Beira-Mar, 1200, Centro, Florianópolis - SC, 88015-700',
   '(48) 3222-1234', 'contato@lojapraia.com.br', 'https://lojapraia.com.br', 'https://instagram.com/lojapraia', '5548999990000');
`);

  out.push('insert into public.categorias (id, nome, descricao) values');
  out.push(CATEGORIAS.map((cat) => `  (${cat.id}, ${q(cat.nome)}, ${q(cat.descricao)})`).join(',\n') + ';');
  out.push(`select setval(pg_get_serial_sequence('public.categorias', 'id'), (select max(id) from public.categorias));\n`);

  out.push('insert into public.cores_personalizadas (id, nome, rgb_hex) values');
  out.push([...CORES_PADRAO, ...CORES_EXTRAS].map((cor, i) => `  (${i + 1}, ${q(cor.nome)}, ${q(cor.hex)})`).join(',\n') + ';');
  out.push(`select setval(pg_get_serial_sequence('public.cores_personalizadas', 'id'), (select max(id) from public.cores_personalizadas));\n`);

  out.push('insert into public.fornecedores (nome, cnpj, telefone, email, endereco, cidade, estado, cep, ativo) values');
  out.push(fornecedores.map((f) => `  (${[f.nome, f.cnpj, f.telefone, f.email, f.endereco, f.cidade, f.estado, f.cep].map(q).join(', ')}, ${f.ativo})`).join(',\n') + ';\n');

  out.push('insert into public.clientes (nome, cpf, telefone, email, endereco, cidade, estado, cep, data_nascimento, ativo) values');
  out.push(clientes.map((c) => `  (${[c.nome, c.cpf, c.telefone, c.email, c.endereco, c.cidade, c.estado, c.cep, c.nascimento].map(q).join(', ')}, ${c.ativo})`).join(',\n') + ';\n');

  // Demo logins: the auth trigger creates each usuarios row as 'cliente'; the role is set afterwards.
  out.push(`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at) values`);
  out.push(DEMO_USERS.map((u) =>
    `  ('00000000-0000-0000-0000-000000000000', '${u.id}', 'authenticated', 'authenticated', ${q(u.email)}, extensions.crypt(${q(u.password)}, extensions.gen_salt('bf', 10)), now(), '{"provider":"email","providers":["email"]}', ${q(JSON.stringify({ nome: u.nome, telefone: u.telefone }))}, now(), now())`,
  ).join(',\n') + ';');
  out.push(`insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at) values`);
  out.push(DEMO_USERS.map((u) =>
    `  ('${u.id}', '${u.id}', ${q(JSON.stringify({ sub: u.id, email: u.email, email_verified: true, phone_verified: false }))}, 'email', now(), now(), now())`,
  ).join(',\n') + ';');
  for (const u of DEMO_USERS) out.push(`update public.usuarios set tipo = ${q(u.tipo)} where auth_user_id = '${u.id}';`);
  out.push('');

  out.push('insert into public.funcionarios (nome, cpf, telefone, email, endereco, cidade, estado, cep, cargo, salario, data_admissao, data_nascimento, ativo, auth_user_id) values');
  out.push(funcionarios.map((f) =>
    `  (${[f.nome, f.cpf, f.telefone, f.email, f.endereco, f.cidade, f.estado, f.cep, f.cargo].map(q).join(', ')}, ${money(f.salario)}, ${q(f.admissao)}, ${q(f.nascimento)}, ${f.ativo}, ${f.authUserId ? q(f.authUserId) : 'null'})`,
  ).join(',\n') + ';\n');

  out.push('insert into public.produtos (id, nome, descricao, codigo_barras, preco_venda, preco_custo, preco_compra, estoque_atual, estoque_minimo, categoria_id, fornecedor_id, ativo, marketing, frete, embalagem, comissao, margem, preco_sugerido) values');
  out.push(PRODUTOS.map((p, i) => {
    const id = i + 1;
    const compra = Math.round(p.preco * 0.4 * 100) / 100;
    const custo = 2 + 3 + 1.5 + Math.round(p.preco * 0.05 * 100) / 100;
    const estoque = p.cores.length ? 0 : p.estoques[0];
    const sugerido = Math.round((custo + compra) * 2 * 100) / 100;
    return `  (${id}, ${q(p.nome)}, ${q(p.descricao)}, ${q(`LP${String(1000 + id)}`)}, ${money(p.preco)}, ${money(custo)}, ${money(compra)}, ${estoque}, 2, ${p.categoria}, ${(i % 5) + 1}, ${p.ativo ?? true}, 2.00, 3.00, 1.50, ${money(p.preco * 0.05)}, 100, ${money(sugerido)})`;
  }).join(',\n') + ';');
  out.push(`select setval(pg_get_serial_sequence('public.produtos', 'id'), (select max(id) from public.produtos));\n`);

  out.push('insert into public.grades_produto (id, produto_id, cor, tamanho, cor_rgb, estoque_atual, estoque_minimo, codigo_barras) values');
  out.push(grades.map((g) =>
    `  (${g.id}, ${g.produtoId}, ${q(g.cor)}, ${q(g.tamanho)}, ${q(g.hex)}, ${g.estoque}, 1, ${q(`LP${1000 + g.produtoId}-${g.id}`)})`,
  ).join(',\n') + ';');
  out.push(`select setval(pg_get_serial_sequence('public.grades_produto', 'id'), (select max(id) from public.grades_produto));\n`);

  out.push('insert into public.produto_imagens (produto_id, tipo_imagem, url_imagem, nome_arquivo, tamanho_arquivo) values');
  out.push(PRODUTOS.flatMap((_, i) => (['principal', 'secundaria'] as const).map((tipo) =>
    `  (${i + 1}, '${tipo}', '/storage/v1/object/public/imagens/produto/${i + 1}/${tipo}.webp', '${tipo}.webp', ${sizes.get(`${i + 1}/${tipo}`) ?? 0})`,
  )).join(',\n') + ';\n');

  // The ledger explains today's stock: an entrada (Compra) of what is in stock plus what was sold,
  // then a saída (Venda) of what was sold. Stock levels above are already the result.
  const movimentos: string[] = [];
  const responsavel = `(select id from public.usuarios where auth_user_id = '${DEMO_USERS[1].id}')`;
  PRODUTOS.forEach((p, i) => {
    const id = i + 1;
    const linhas = p.cores.length ? grades.filter((g) => g.produtoId === id).map((g) => ({ grade: g.id, estoque: g.estoque })) : [{ grade: null, estoque: p.estoques[0] }];
    linhas.forEach((linha, n) => {
      const vendidos = n === 0 ? (p.vendidos ?? 0) : 0;
      const entrada = linha.estoque + vendidos;
      const dia = 1 + ((id + n) % 20);
      if (entrada > 0) {
        movimentos.push(`  ('entrada', ${id}, ${linha.grade ?? 'null'}, ${entrada}, ${money(p.preco * 0.4)}, 'Compra', 'Reposição da coleção verão', ${responsavel}, timestamptz '2026-10-${String(dia).padStart(2, '0')} 09:30:00-03')`);
      }
      if (vendidos > 0) {
        movimentos.push(`  ('saida', ${id}, ${linha.grade ?? 'null'}, ${vendidos}, ${money(p.preco)}, 'Venda', 'Venda no balcão', ${responsavel}, timestamptz '2026-11-${String(dia).padStart(2, '0')} 15:10:00-03')`);
      }
    });
  });
  out.push('insert into public.movimentacoes_estoque (tipo, produto_id, grade_id, quantidade, preco_unitario, motivo, observacoes, usuario_id, data_movimentacao) values');
  out.push(movimentos.join(',\n') + ';\n');
  return out.join('\n');
}

const sizes = await writeImages();
writeFileSync(join(SUPABASE_DIR, 'seed.sql'), seedSql(sizes));
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
console.log(`seed.sql: ${PRODUTOS.length} produtos, ${sizes.size} imagens (${(total / 1024).toFixed(0)} KB)`);
