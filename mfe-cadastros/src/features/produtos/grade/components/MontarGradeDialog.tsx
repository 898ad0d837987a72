import { Button, constraintName, Dialog, Input } from '@loja/shared-ui';
import { Palette, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { GRADE_MESSAGES } from '../../messages';
import { avisar } from '../avisos';
import { useCreateGradesMutation, type Cor, type Grade } from '../api';
import { adicionarTamanho, montarCombinacoes, TAMANHOS_PADRAO } from '../combinations';
import { Chip, ChipGroup } from './Chip';
import { GRADE_UNICA } from './GradeFormDialog';
import { Swatch } from './Swatch';
import { displaySize, formatCount, sortSizes } from '@loja/shared-ui/format';

const Corpo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Secao = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const SecaoTopo = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

const SecaoTitulo = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const NovoTamanho = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 14rem) auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

const Resumo = styled.p<{ $aviso: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $aviso }) => ($aviso ? theme.colors.warningSoft : theme.colors.primarySoft)};
  color: ${({ theme, $aviso }) => ($aviso ? theme.colors.warningText : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Rodape = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface MontarGradeDialogProps {
  produtoId: number;
  grades: readonly Grade[];
  cores: readonly Cor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the custom colours ("Cores personalizadas"). */
  onGerenciarCores: () => void;
}

/**
 * "Montar Grade do Produto" (spec 001 §2, §5): pick colours of the palette and sizes (PP to GG plus
 * custom ones) and create every combination the product lacks, stock 0. The summary says beforehand
 * how many will be created and how many already exist.
 */
export function MontarGradeDialog({ produtoId, grades, cores, open, onOpenChange, onGerenciarCores }: MontarGradeDialogProps) {
  const [createGrades, { isLoading }] = useCreateGradesMutation();
  const [coresEscolhidas, setCoresEscolhidas] = useState<number[]>([]);
  const [tamanhos, setTamanhos] = useState<string[]>([...TAMANHOS_PADRAO]);
  const [tamanhosEscolhidos, setTamanhosEscolhidos] = useState<string[]>([]);
  const [novoTamanho, setNovoTamanho] = useState('');
  const [erroTamanho, setErroTamanho] = useState<string | undefined>();

  const escolhidas = cores.filter((cor) => coresEscolhidas.includes(cor.id));
  const montagem = montarCombinacoes(
    grades,
    escolhidas.map((cor) => ({ nome: cor.nome, hex: cor.rgb_hex })),
    tamanhos.filter((tamanho) => tamanhosEscolhidos.includes(tamanho)),
  );

  const fechar = () => {
    setCoresEscolhidas([]);
    setTamanhosEscolhidos([]);
    setTamanhos([...TAMANHOS_PADRAO]);
    setNovoTamanho('');
    setErroTamanho(undefined);
    onOpenChange(false);
  };

  const alternar = <T,>(lista: T[], item: T) => (lista.includes(item) ? lista.filter((x) => x !== item) : [...lista, item]);

  const incluirTamanho = (event: FormEvent) => {
    event.preventDefault();
    const resultado = adicionarTamanho(tamanhos, novoTamanho);
    if (!resultado) return;
    if (!resultado.ok) {
      setErroTamanho(resultado.mensagem);
      return;
    }
    // In the shop's size order, as the Grade tab lists them (a typed 38 lands after GG, 'unico' last).
    setTamanhos(sortSizes(resultado.tamanhos));
    setTamanhosEscolhidos((atuais) => [...atuais, resultado.tamanho]);
    setNovoTamanho('');
    setErroTamanho(undefined);
  };

  const criar = async () => {
    if (!montagem.ok) {
      avisar.atencao(montagem.mensagem);
      return;
    }
    try {
      const criadas = await createGrades({ produtoId, grades: montagem.novas }).unwrap();
      avisar.sucesso(GRADE_MESSAGES.created(criadas.length));
      fechar();
    } catch (error) {
      // Another person built the same grade meanwhile: the unique index refuses the whole insert.
      avisar.erro(constraintName(error as Parameters<typeof constraintName>[0]) === GRADE_UNICA ? GRADE_MESSAGES.duplicate : GRADE_MESSAGES.createFailed);
    }
  };

  const resumo = montagem.ok
    ? `${formatCount(montagem.novas.length, 'grade será criada', 'grades serão criadas')}` +
      (montagem.ignoradas > 0 ? ` (${formatCount(montagem.ignoradas, 'combinação já existe', 'combinações já existem')} e ficará de fora)` : '') +
      '. Estoque inicial 0.'
    : montagem.mensagem;

  return (
    <Dialog
      open={open}
      onOpenChange={(aberto) => (aberto ? onOpenChange(true) : fechar())}
      title="Montar Grade do Produto"
      description="Escolha as cores e os tamanhos: cada combinação que o produto ainda não tem vira uma grade."
      size="lg"
    >
      <Corpo>
        <Secao aria-labelledby="montar-grade-cores">
          <SecaoTopo>
            <SecaoTitulo id="montar-grade-cores">Cores</SecaoTitulo>
            <Button variant="ghost" size="sm" leftIcon={<Palette size={16} aria-hidden />} onClick={onGerenciarCores}>
              Gerenciar cores
            </Button>
          </SecaoTopo>
          <ChipGroup role="group" aria-labelledby="montar-grade-cores">
            {cores.map((cor) => (
              <Chip
                key={cor.id}
                pressed={coresEscolhidas.includes(cor.id)}
                icon={<Swatch hex={cor.rgb_hex} size="sm" />}
                onClick={() => setCoresEscolhidas((atuais) => alternar(atuais, cor.id))}
              >
                {cor.nome}
              </Chip>
            ))}
          </ChipGroup>
        </Secao>

        <Secao aria-labelledby="montar-grade-tamanhos">
          <SecaoTitulo id="montar-grade-tamanhos">Tamanhos</SecaoTitulo>
          <ChipGroup role="group" aria-labelledby="montar-grade-tamanhos">
            {tamanhos.map((tamanho) => (
              <Chip
                key={tamanho}
                pressed={tamanhosEscolhidos.includes(tamanho)}
                onClick={() => setTamanhosEscolhidos((atuais) => alternar(atuais, tamanho))}
              >
                {displaySize(tamanho)}
              </Chip>
            ))}
          </ChipGroup>
          <NovoTamanho onSubmit={incluirTamanho} aria-label="Novo tamanho">
            <Input
              label="Novo tamanho"
              hideLabel
              placeholder="Outro tamanho (ex.: 38, XGG)"
              value={novoTamanho}
              maxLength={20}
              error={erroTamanho}
              onChange={(event) => {
                setNovoTamanho(event.target.value);
                setErroTamanho(undefined);
              }}
            />
            <Button type="submit" variant="outline" leftIcon={<Plus size={16} aria-hidden />} disabled={!novoTamanho.trim()}>
              Adicionar tamanho
            </Button>
          </NovoTamanho>
        </Secao>

        <Resumo role="status" $aviso={!montagem.ok}>
          {resumo}
        </Resumo>

        <Rodape>
          <Button variant="outline" onClick={fechar} disabled={isLoading}>
            Cancelar
          </Button>
          <Button onClick={() => void criar()} loading={isLoading} loadingText="Criando...">
            {montagem.ok ? `Criar ${formatCount(montagem.novas.length, 'grade', 'grades')}` : 'Criar grades'}
          </Button>
        </Rodape>
      </Corpo>
    </Dialog>
  );
}
