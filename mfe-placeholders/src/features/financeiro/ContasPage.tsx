import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  EmptyState,
  ListSearch,
  ListToolbar,
  PageHeader,
  useListParams,
} from '@loja/shared-ui';
import { Check, Filter, Plus, Wallet } from 'lucide-react';
import styled from 'styled-components';
import { ComingSoonButton } from '../../components';
import { CONTAS, type ContaTipo } from './contas';

/** Keeps the menu's items aligned whether or not they carry the check. */
const CheckSlot = styled.span`
  display: inline-flex;
  width: 1rem;
`;

/**
 * /financeiro/contas-receber and /financeiro/contas-pagar (spec 001 §2: empty-list pages with search,
 * filter and a new-account button). There are no accounts yet: the search and the situation filter keep
 * their state in the URL like every list, over the empty list, and the new button says it is coming.
 */
export function ContasPage({ tipo }: { tipo: ContaTipo }) {
  const config = CONTAS[tipo];
  const list = useListParams(config.params);
  const { busca, situacao } = list.values;
  const filtro = config.situacoes.find((s) => s.value === situacao);
  const filtrando = situacao !== 'todas';

  return (
    <>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <ComingSoonButton leftIcon={<Plus size={16} aria-hidden />} message={config.comingSoon}>
            {config.newLabel}
          </ComingSoonButton>
        }
      />
      <ListToolbar>
        <ListSearch
          value={busca}
          onSearch={(texto) => list.setFilters({ busca: texto })}
          placeholder={config.searchPlaceholder}
          aria-label="Buscar contas"
        />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" leftIcon={<Filter size={16} aria-hidden />}>
              {filtrando && filtro ? `Situação: ${filtro.label}` : 'Filtrar'}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Situação</DropdownMenuLabel>
            {config.situacoes.map((opcao) => (
              <DropdownMenuItem
                key={opcao.value}
                // One choice of several: a radio item for assistive technology.
                role="menuitemradio"
                aria-checked={opcao.value === situacao}
                onSelect={() => list.setFilters({ situacao: config.params.codecs.situacao.parse(opcao.value) })}
              >
                <CheckSlot aria-hidden>{opcao.value === situacao ? <Check size={16} /> : null}</CheckSlot>
                {opcao.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </ListToolbar>
      <EmptyState
        icon={<Wallet size={32} aria-hidden />}
        title="Nenhuma conta encontrada"
        description="O módulo financeiro está em desenvolvimento: ainda não há contas cadastradas."
      />
    </>
  );
}
