import { Badge, Button, constraintName, Dialog, FormikInput, IconButton, Input, submitForm } from '@loja/shared-ui';
import type { ApiError } from '@loja/shared-ui/platform';
import { Form, Formik, useFormikContext } from 'formik';
import { Trash2 } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { COR_MESSAGES } from '../../messages';
import { avisar } from '../avisos';
import { useCreateCorMutation, useDeleteCorMutation, type Cor } from '../api';
import { normalizarHex, rgbParaHex } from '../rgb';
import { corSchema, NOVA_COR, type CorFormValues } from '../schema';
import { ColorField } from './ColorField';
import { Swatch } from './Swatch';

/** Ids 1 to 5 are the shop's default colours (spec 001 §3, §9); the database refuses to delete them too. */
export const corPadrao = (cor: Pick<Cor, 'id'>) => cor.id >= 1 && cor.id <= 5;

/** The unique index on lower(nome): 'Esta cor já existe'. */
const COR_UNICA = 'cores_personalizadas_nome_unico';

const Corpo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Lista = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 16rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Nome = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Hex = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Titulo = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Campos = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

const ColarRgb = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
`;

const Acoes = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** "R, G, B" pasted and applied to the colour of the form ('Cor RGB aplicada com sucesso'). */
function ColarRgbCampo() {
  const { setFieldValue } = useFormikContext<CorFormValues>();
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const aplicar = () => {
    const resultado = rgbParaHex(texto);
    if (!resultado.ok) {
      setErro(resultado.mensagem);
      avisar.erro(resultado.mensagem);
      return;
    }
    void setFieldValue('rgb_hex', resultado.hex, true);
    setErro(undefined);
    setTexto('');
    avisar.sucesso(COR_MESSAGES.rgbApplied);
  };
  return (
    <ColarRgb>
      <Input
        label="Colar RGB"
        placeholder="200, 162, 200"
        value={texto}
        error={erro}
        autoComplete="off"
        onChange={(event) => {
          setTexto(event.target.value);
          setErro(undefined);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // Enter applies the colour; it must not save the form with the old one.
          if (event.key === 'Enter') {
            event.preventDefault();
            aplicar();
          }
        }}
      />
      <Button variant="outline" onClick={aplicar} disabled={!texto.trim()}>
        Aplicar
      </Button>
    </ColarRgb>
  );
}

export interface CoresDialogProps {
  cores: readonly Cor[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Cores personalizadas": the palette the grade's dialogs offer. A new colour has a name and a
 * colour (picker, hex or an "R, G, B" paste); a custom colour can be removed, a default one cannot.
 */
export function CoresDialog({ cores, open, onOpenChange }: CoresDialogProps) {
  const [createCor] = useCreateCorMutation();
  const [deleteCor] = useDeleteCorMutation();
  const [removendo, setRemovendo] = useState<number | null>(null);
  const schema = useMemo(() => corSchema(cores), [cores]);
  const duplicada = (error: ApiError) => constraintName(error) === COR_UNICA;

  const remover = async (cor: Cor) => {
    setRemovendo(cor.id);
    try {
      await deleteCor(cor.id).unwrap();
      avisar.sucesso(COR_MESSAGES.removed);
    } catch (error) {
      const mensagem = (error as ApiError | undefined)?.message;
      avisar.erro(mensagem === COR_MESSAGES.defaultLocked ? COR_MESSAGES.defaultLocked : COR_MESSAGES.removeFailed);
    } finally {
      setRemovendo(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cores personalizadas" description="As cores que a grade oferece. As cinco cores padrão não podem ser removidas." size="md">
      <Corpo>
        <Lista aria-label="Cores">
          {cores.map((cor) => (
            <Item key={cor.id}>
              <Swatch hex={cor.rgb_hex} />
              <Nome>
                {cor.nome}
                <Hex>{cor.rgb_hex}</Hex>
              </Nome>
              {/* A default colour cannot be removed (the database refuses it), so it offers no button
                  that could only fail; its badge says why. */}
              {corPadrao(cor) ? (
                <Badge variant="secondary">Padrão</Badge>
              ) : (
                <IconButton
                  size="sm"
                  aria-label={`Remover cor ${cor.nome}`}
                  icon={<Trash2 size={16} aria-hidden />}
                  disabled={removendo === cor.id}
                  onClick={() => void remover(cor)}
                />
              )}
            </Item>
          ))}
        </Lista>

        <section aria-labelledby="nova-cor-titulo">
          <Titulo id="nova-cor-titulo">Nova cor</Titulo>
          <Formik<CorFormValues>
            initialValues={NOVA_COR}
            validationSchema={schema}
            onSubmit={async (values, helpers) => {
              await submitForm<CorFormValues>({
                save: (v) => createCor({ nome: v.nome.trim(), rgb_hex: normalizarHex(v.rgb_hex) ?? v.rgb_hex }).unwrap(),
                success: COR_MESSAGES.saved,
                failure: (error) => (duplicada(error) ? COR_MESSAGES.exists : COR_MESSAGES.saveFailed),
                fieldErrors: (error) => (duplicada(error) ? { nome: COR_MESSAGES.exists } : undefined),
                // ready for the next colour
                onSaved: () => helpers.resetForm({ values: NOVA_COR }),
              })(values, helpers);
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-labelledby="nova-cor-titulo">
                <Campos>
                  <FormikInput name="nome" label="Nome da cor" required autoComplete="off" maxLength={60} />
                  <ColorField name="rgb_hex" label="Cor" hint="Escolha no seletor ou digite #RRGGBB" required />
                  <ColarRgbCampo />
                  <Acoes>
                    <Button type="submit" loading={isSubmitting} loadingText="Salvando...">
                      Salvar cor
                    </Button>
                  </Acoes>
                </Campos>
              </Form>
            )}
          </Formik>
        </section>
      </Corpo>
    </Dialog>
  );
}
