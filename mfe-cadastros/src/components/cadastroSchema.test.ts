import { describe, expect, it } from 'vitest';
import { Yup } from '@loja/shared-ui';
import { schemaErrors } from '../test/schemaErrors';
import { SEM_ENDERECO, enderecoFields } from './cadastroSchema';

// The address every register spreads into its schema, checked once here; each register's schema
// test keeps one line showing it has these fields.
const endereco = Yup.object(enderecoFields);
const erros = (change: Partial<Record<keyof typeof SEM_ENDERECO, string | undefined>>) => schemaErrors(endereco, { ...SEM_ENDERECO, ...change });

describe('enderecoFields (spec 001 §3: the optional address of clientes, fornecedores and funcionários)', () => {
  it('leaves endereço, cidade, estado and CEP optional, empty or left out', async () => {
    expect(await erros({})).toEqual({});
    expect(await erros({ endereco: undefined, cidade: undefined, estado: undefined, cep: undefined })).toEqual({});
  });

  it('checks the UF and the CEP when filled', async () => {
    expect(await erros({ estado: 'XX' })).toEqual({ estado: 'Estado inválido' });
    expect(await erros({ estado: 'SC' })).toEqual({});
    expect(await erros({ cep: '8801-000' })).toEqual({ cep: 'CEP inválido' });
    expect(await erros({ cep: '88010-000' })).toEqual({});
    expect(await erros({ endereco: 'Rua das Gaivotas, 120', cidade: 'Florianópolis' })).toEqual({});
  });
});
