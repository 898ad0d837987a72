import { describe, expect, it } from 'vitest';
import { BOM, formatDataCsv, formatNumeroCsv, gerarCsv, lerCsv, nomeArquivo } from './csv';
import { LAYOUT_CLIENTES, LAYOUT_PRODUTOS } from './layouts';

describe('gerarCsv', () => {
  it('writes UTF-8 with a BOM, ";" between columns, CRLF, the headers, and quotes a cell holding ";" or quotes', () => {
    const texto = gerarCsv(
      [
        { chave: 'nome', cabecalho: 'Nome' },
        { chave: 'preco', cabecalho: 'Preço de venda' },
      ],
      [
        { nome: 'Biquíni "Coral"; lacinho', preco: formatNumeroCsv(1234.5) },
        { nome: 'Canga', preco: null },
      ],
    );
    expect(texto.startsWith(BOM)).toBe(true);
    expect(texto.slice(1).split('\r\n')).toEqual(['Nome;Preço de venda', '"Biquíni ""Coral""; lacinho";1234,50', 'Canga;']);
  });

  it('the products template and an exported row use the layout’s headers and pt-BR figures', () => {
    const texto = gerarCsv(LAYOUT_PRODUTOS.colunas, LAYOUT_PRODUTOS.exemplo);
    expect(texto.slice(1).split('\r\n')[0]).toBe(
      'Código;Nome;Descrição;Categoria;Fornecedor;Preço de venda;Preço de custo;Preço de compra;Ativo;Cor;Tamanho;Código da grade;Estoque;Estoque mínimo',
    );
    expect(
      LAYOUT_PRODUTOS.paraCsv({ codigo: null, nome: 'Saída', preco_venda: 59.9, preco_custo: 0, preco_compra: 12.345, ativo: false, estoque: 7, estoque_minimo: 0 }),
    ).toMatchObject({ codigo: '', nome: 'Saída', preco_venda: '59,90', preco_custo: '0,00', preco_compra: '12,35', ativo: 'Não', estoque: '7', estoque_minimo: '0' });
    expect(LAYOUT_CLIENTES.paraCsv({ nome: 'Ana', data_nascimento: '1990-03-05', ativo: true })).toMatchObject({ data_nascimento: '05/03/1990', ativo: 'Sim' });
  });
});

describe('formatos', () => {
  it('numbers with a decimal comma and no thousands dot; dates dd/mm/aaaa; file names by day', () => {
    expect(formatNumeroCsv(1234.56)).toBe('1234,56');
    expect(formatNumeroCsv(0.5)).toBe('0,50');
    expect(formatNumeroCsv(12, 0)).toBe('12');
    expect(formatNumeroCsv(null)).toBe('');
    expect(formatDataCsv('2024-12-25')).toBe('25/12/2024');
    expect(formatDataCsv(null)).toBe('');
    expect(nomeArquivo('produtos', new Date(2026, 10, 9))).toBe('produtos-2026-11-09.csv');
  });
});

describe('lerCsv', () => {
  it('reads back what gerarCsv wrote (BOM, ";", accents, quoted cells), with each row’s line in the file', () => {
    const texto = gerarCsv(LAYOUT_PRODUTOS.colunas, LAYOUT_PRODUTOS.exemplo);
    const lido = lerCsv(texto, LAYOUT_PRODUTOS.colunas);
    expect(lido.erro).toBeNull();
    expect(lido.colunasIgnoradas).toEqual([]);
    expect(lido.linhas.map((l) => l.linha)).toEqual([2, 3, 4]);
    expect(lido.linhas[0].valores).toMatchObject({ nome: 'Biquíni Cortininha Coral', preco_venda: '129,90', cor: 'Coral', tamanho: 'P' });
    expect(lido.linhas[2].valores).toMatchObject({ preco_venda: '1.059,90', cor: '', estoque: '12' });
  });

  it('matches headers ignoring case, accents, spaces and underscores; skips blank lines but keeps line numbers; names unknown and missing columns', () => {
    const texto = 'NOME ; preco_de_venda;Observação;cor\r\n\r\nCanga;59,90;x;\r\n;;;\r\nBoné;"1.234,56";;Preto\r\n';
    const lido = lerCsv(texto, LAYOUT_PRODUTOS.colunas);
    expect(lido.linhas).toEqual([
      { linha: 3, valores: { nome: 'Canga', preco_venda: '59,90', cor: '' } },
      { linha: 5, valores: { nome: 'Boné', preco_venda: '1.234,56', cor: 'Preto' } },
    ]);
    expect(lido.colunasIgnoradas).toEqual(['Observação']);
    expect(lido.colunasAusentes).toContain('Tamanho');
  });

  it('accepts a file separated by commas (a spreadsheet in English) without a BOM', () => {
    const lido = lerCsv('Nome,CPF,Telefone\nAna,529.982.247-25,48991012020\n', LAYOUT_CLIENTES.colunas);
    expect(lido.linhas).toEqual([{ linha: 2, valores: { nome: 'Ana', cpf: '529.982.247-25', telefone: '48991012020' } }]);
  });

  it('refuses an empty file, a header of unknown columns and a file with only the header, in Portuguese', () => {
    expect(lerCsv('', LAYOUT_CLIENTES.colunas).erro).toBe('O arquivo está vazio');
    expect(lerCsv(`${BOM}a;b\n1;2\n`, LAYOUT_CLIENTES.colunas).erro).toBe('O cabeçalho do arquivo não tem nenhuma coluna conhecida: use o modelo');
    expect(lerCsv('Nome;CPF\r\n', LAYOUT_CLIENTES.colunas).erro).toBe('O arquivo não tem linhas para importar');
  });
});
