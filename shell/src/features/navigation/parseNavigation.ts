import { array, mixed, object, string, ValidationError } from 'yup';
import {
  isContagemRecurso,
  type NavigationContribution,
  type NavigationIcon,
  type RemoteNavigation,
  type SectionNavigation,
} from '@loja/shared-ui/platform';
import { backOfficeSections, sectionsOf } from '../sections';

/** A React component: a function, or the object memo()/forwardRef() make (lucide's icons are the latter). */
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

const icon = () => mixed<NavigationIcon>((value): value is NavigationIcon => isComponent(value)).typeError('${path}: ícone (componente) esperado.');
const text = () => string().strict().required('${path}: texto obrigatório.');

const sectionSchema = object({
  section: text(),
  menu: array(object({ label: text(), path: text() })).default([]),
  icon: icon().optional(),
  hub: object({
    title: text(),
    description: string().strict().optional(),
    cards: array(
      object({
        title: text(),
        description: text(),
        path: text(),
        icon: icon().required('${path}: ícone obrigatório.'),
        contagem: string().strict().optional(),
      }),
    ).required(),
  })
    .default(undefined)
    .optional(),
});

const contributionSchema = object({
  section: text(),
  path: text().matches(/^[a-z0-9][a-z0-9-]*$/, '${path}: um só trecho de caminho, em minúsculas (ex.: "vendas").'),
  label: text(),
  card: object({ title: text(), description: text(), icon: icon().required('${path}: ícone obrigatório.') }).required(),
});

const navigationSchema = object({
  sections: array(sectionSchema).required('${path}: lista obrigatória.'),
  contributions: array(contributionSchema).default([]),
});

type ParsedSection = ReturnType<typeof navigationSchema.validateSync>['sections'][number];

/**
 * A card may name a `contagem` this shell does not know yet (a remote built against a newer view of
 * `public.contagens`): the card stays, without a number, instead of the whole section going down.
 */
function withKnownCounts(remote: string, section: ParsedSection): SectionNavigation {
  if (!section.hub) return { ...section, hub: undefined };
  const cards = section.hub.cards.map(({ contagem, ...card }) => {
    if (contagem === undefined || isContagemRecurso(contagem)) return { ...card, contagem };
    console.warn(`./navigation de "${remote}": contagem "${contagem}" desconhecida em public.contagens; o cartão "${card.title}" fica sem número.`);
    return card;
  });
  return { ...section, hub: { ...section.hub, cards } };
}

/**
 * A remote's `./navigation` comes from another build at runtime, so the shell checks it before
 * trusting it: a malformed one makes the remote's sections "indisponível" instead of breaking the
 * menus. Sections the remote does not own in config.json are left out (routing comes from
 * that one module, so the shell could not mount them anyway).
 */
export function parseNavigation(remote: string, value: unknown): RemoteNavigation {
  let parsed;
  try {
    parsed = navigationSchema.validateSync(value, { abortEarly: true });
  } catch (error) {
    const reason = error instanceof ValidationError ? error.message : String(error);
    throw new Error(`./navigation de "${remote}" inválido: ${reason}`, { cause: error });
  }
  const owned = new Set(sectionsOf(remote).map((s) => s.path));
  const sections: SectionNavigation[] = [];
  for (const section of parsed.sections) {
    if (owned.has(section.section)) sections.push(withKnownCounts(remote, section));
    else console.warn(`./navigation de "${remote}": a seção "${section.section}" não é deste remoto em config.json; ignorada.`);
  }
  return { sections, contributions: joinableContributions(remote, owned, parsed.contributions) };
}

/**
 * Pages given to another remote's back-office section: accepted only for a section whose config.json
 * entry names this remote in `pagesFrom` (so no remote takes over another's paths on its own).
 */
function joinableContributions(remote: string, owned: ReadonlySet<string>, contributions: NavigationContribution[]): NavigationContribution[] {
  const open = new Set(
    backOfficeSections()
      .filter((s) => s.pagesFrom?.includes(remote))
      .map((s) => s.path),
  );
  return contributions.filter((contribution) => {
    if (open.has(contribution.section) && !owned.has(contribution.section)) return true;
    console.warn(
      `./navigation de "${remote}": a página "${contribution.section}/${contribution.path}" é de uma seção que config.json não abre a este remoto (pagesFrom); ignorada.`,
    );
    return false;
  });
}
