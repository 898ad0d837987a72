/** People of the demo data: logins (from the list `npm start` prints), employees, customers, suppliers. */
import { DEMO_LOGINS } from '../../local-supabase/src/demo-logins.ts';

const PERFIS: Record<(typeof DEMO_LOGINS)[number]['tipo'], { nome: string; telefone: string }> = {
  admin: { nome: 'Marina Costa', telefone: '(48) 99911-2233' },
  funcionario: { nome: 'Rafael Souza', telefone: '(48) 99822-3344' },
  user: { nome: 'Beatriz Lima', telefone: '(48) 99733-4455' },
  cliente: { nome: 'Juliana Alves', telefone: '(48) 99644-5566' },
};

/** Fixed ids so the seed can link employees and movements to the logins. */
export const DEMO_USERS = DEMO_LOGINS.map((login, index) => ({
  ...login,
  ...PERFIS[login.tipo],
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
}));

const endereco = (rua: string, cidade = 'Florianópolis', cep = '88010-000') => ({ endereco: rua, cidade, estado: 'SC', cep });

export const funcionarios = [
  { nome: DEMO_USERS[0].nome, cpf: '111.222.333-96', telefone: DEMO_USERS[0].telefone, email: DEMO_USERS[0].email, ...endereco('Rua das Gaivotas, 45'),
    cargo: 'Gerente', salario: 5200, admissao: '2021-03-01', nascimento: '1988-07-12', ativo: true, authUserId: DEMO_USERS[0].id },
  { nome: DEMO_USERS[1].nome, cpf: '222.333.444-05', telefone: DEMO_USERS[1].telefone, email: DEMO_USERS[1].email, ...endereco('Rua Bocaiúva, 310'),
    cargo: 'Vendedor', salario: 2400, admissao: '2023-11-06', nascimento: '1997-02-03', ativo: true, authUserId: DEMO_USERS[1].id },
  { nome: DEMO_USERS[2].nome, cpf: '333.444.555-08', telefone: DEMO_USERS[2].telefone, email: DEMO_USERS[2].email, ...endereco('Servidão dos Coqueiros, 12', 'São José', '88101-000'),
    cargo: 'Estoquista', salario: 2100, admissao: '2024-09-16', nascimento: '2000-10-21', ativo: true, authUserId: DEMO_USERS[2].id },
  { nome: 'Carlos Menezes', cpf: '444.555.666-19', telefone: '(48) 99555-6677', email: 'carlos.menezes@lojapraia.com.br', ...endereco('Rua Lauro Linhares, 980'),
    cargo: 'Vendedor', salario: 2300, admissao: '2022-01-10', nascimento: '1993-05-30', ativo: false, authUserId: null },
];

export const clientes = [
  { nome: 'Ana Paula Ribeiro', cpf: '123.456.789-09', telefone: '(48) 99101-2020', email: 'ana.ribeiro@email.com', ...endereco('Rua Esteves Júnior, 101'), nascimento: '1990-01-15', ativo: true },
  { nome: 'Bruno Carvalho', cpf: '234.567.890-92', telefone: '(47) 99202-3030', email: 'bruno.carvalho@email.com', ...endereco('Av. Atlântica, 2500', 'Balneário Camboriú', '88330-000'), nascimento: '1985-04-22', ativo: true },
  { nome: 'Camila Duarte', cpf: '345.678.901-75', telefone: '(48) 99303-4040', email: 'camila.duarte@email.com', ...endereco('Rua das Rendeiras, 77'), nascimento: '1998-09-09', ativo: true },
  { nome: 'Diego Fernandes', cpf: '456.789.012-49', telefone: '(11) 99404-5050', email: 'diego.fernandes@email.com', endereco: 'Rua Augusta, 1500', cidade: 'São Paulo', estado: 'SP', cep: '01304-001', nascimento: '1979-12-01', ativo: false },
  { nome: 'Érica Gonçalves', cpf: '567.890.123-03', telefone: '(48) 99505-6060', email: 'erica.goncalves@email.com', ...endereco('Rua Desembargador Vitor Lima, 260', 'Florianópolis', '88040-400'), nascimento: '2001-06-18', ativo: true },
  { nome: 'Fábio Nascimento', cpf: '678.901.234-69', telefone: '(48) 3333-7070', email: 'fabio.nascimento@email.com', ...endereco('Rua Bocaiúva, 2100'), nascimento: '1992-03-27', ativo: true },
  { nome: 'Gabriela Rocha', cpf: '789.012.345-05', telefone: '(21) 99707-8080', email: 'gabriela.rocha@email.com', endereco: 'Av. Vieira Souto, 300', cidade: 'Rio de Janeiro', estado: 'RJ', cep: '22420-002', nascimento: '1995-11-05', ativo: true },
  { nome: 'Henrique Prado', cpf: '890.123.456-42', telefone: '(48) 99808-9090', email: 'henrique.prado@email.com', ...endereco('Rodovia SC-401, 5000', 'Florianópolis', '88032-005'), nascimento: '1987-08-14', ativo: true },
];

export const fornecedores = [
  { nome: 'Tecidos Maré Alta Ltda', cnpj: '11.222.333/0001-81', telefone: '(47) 3333-1111', email: 'vendas@marealta.com.br', ...endereco('Rua XV de Novembro, 500', 'Blumenau', '89010-000'), ativo: true },
  { nome: 'Palha & Arte Artesanatos', cnpj: '22.333.444/0001-81', telefone: '(48) 3244-2222', email: 'contato@palhaearte.com.br', ...endereco('Estrada Geral do Sertão, 88', 'Garopaba', '88495-000'), ativo: true },
  { nome: 'Confecções Sol Nascente', cnpj: '33.444.555/0001-81', telefone: '(11) 3355-3333', email: 'comercial@solnascente.com.br', endereco: 'Rua José Paulino, 700', cidade: 'São Paulo', estado: 'SP', cep: '01120-000', ativo: true },
  { nome: 'Acessórios Brisa', cnpj: '44.555.666/0001-81', telefone: '(21) 3466-4444', email: 'pedidos@acessoriosbrisa.com.br', endereco: 'Rua do Catete, 150', cidade: 'Rio de Janeiro', estado: 'RJ', cep: '22220-000', ativo: true },
  { nome: 'Estamparia Coral', cnpj: '55.666.777/0001-81', telefone: '(48) 3577-5555', email: 'atendimento@estamparia-coral.com.br', ...endereco('Rua João Pio Duarte Silva, 40', 'Florianópolis', '88037-000'), ativo: false },
];
