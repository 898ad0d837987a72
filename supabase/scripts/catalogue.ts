/** The demo catalogue of supabase/seed.sql: one place for the products, their grades and images. */

export type CategoriaId = 1 | 2 | 3 | 4 | 6;

export interface Cor {
  nome: string;
  hex: string;
}

export interface ProdutoSeed {
  nome: string;
  categoria: CategoriaId;
  preco: number;
  descricao: string;
  /** Colours of the grade; with `tamanhos`, every combination is a grade. Empty: no grades. */
  cores: Cor[];
  tamanhos: string[];
  /** Stock per grade (cycled), or of the product when it has no grades. 0 everywhere: sold out. */
  estoques: number[];
  /** Units sold (a saída after the entrada), to give the ledger some history. */
  vendidos?: number;
  ativo?: boolean;
}

export const CATEGORIAS: { id: CategoriaId; nome: string; descricao: string }[] = [
  { id: 1, nome: 'Biquínis', descricao: 'Biquínis de lacinho, cortininha, hot pant e tomara que caia' },
  { id: 2, nome: 'Bolsas', descricao: 'Bolsas de praia, de palha e ecobags' },
  { id: 3, nome: 'Chapéus', descricao: 'Chapéus de palha, bonés e viseiras' },
  { id: 4, nome: 'Maiôs', descricao: 'Maiôs e body de praia' },
  { id: 6, nome: 'Cangas', descricao: 'Cangas, saídas de praia e pareôs' },
];

/** Ids 1 to 5 are the default colours (they cannot be removed). */
export const CORES_PADRAO: Cor[] = [
  { nome: 'Preto', hex: '#000000' },
  { nome: 'Branco', hex: '#FFFFFF' },
  { nome: 'Azul', hex: '#1E5AA8' },
  { nome: 'Vermelho', hex: '#C62828' },
  { nome: 'Amarelo', hex: '#F9C80E' },
];

const c = (nome: string, hex: string): Cor => ({ nome, hex });
const PRETO = c('Preto', '#000000');
const BRANCO = c('Branco', '#FFFFFF');
const AZUL = c('Azul', '#1E5AA8');
const VERMELHO = c('Vermelho', '#C62828');
const AMARELO = c('Amarelo', '#F9C80E');
const CORAL = c('Coral', '#FF6F61');
const VERDE_AGUA = c('Verde Água', '#3FBFAD');
const ROSA = c('Rosa', '#E86A92');
const TERRACOTA = c('Terracota', '#C0643B');
const LILAS = c('Lilás', '#A58BD0');
const NUDE = c('Nude', '#D9B99B');
const OLIVA = c('Verde Oliva', '#6B7F3A');
const PALHA = c('Palha', '#D8B56A');
const CARAMELO = c('Caramelo', '#A86B32');

export const CORES_EXTRAS: Cor[] = [CORAL, VERDE_AGUA, ROSA, TERRACOTA, LILAS, NUDE, OLIVA];

const BIQUINI = ['PP', 'P', 'M', 'G', 'GG'];
const MAIO = ['P', 'M', 'G', 'GG'];
const UNICO = ['unico'];

export const PRODUTOS: ProdutoSeed[] = [
  // Biquínis
  { nome: 'Biquíni Cortininha Tropical', categoria: 1, preco: 129.9, cores: [CORAL, VERDE_AGUA, PRETO], tamanhos: BIQUINI, estoques: [3, 5, 0, 2, 4], vendidos: 2,
    descricao: 'Biquíni cortininha com estampa tropical, bojo removível e calcinha de amarração lateral.' },
  { nome: 'Biquíni Lacinho Listrado', categoria: 1, preco: 119.9, cores: [AZUL, BRANCO], tamanhos: ['P', 'M', 'G'], estoques: [4, 6, 2], vendidos: 1,
    descricao: 'Top de lacinho e calcinha asa-delta em listras náuticas. Tecido com proteção UV 50+.' },
  { nome: 'Biquíni Tomara que Caia Canelado', categoria: 1, preco: 139.9, cores: [TERRACOTA, OLIVA], tamanhos: ['P', 'M', 'G'], estoques: [2, 3, 1],
    descricao: 'Faixa canelada com alça removível e calcinha de cintura média. Ideal para não marcar o bronzeado.' },
  { nome: 'Biquíni Hot Pant Retrô', categoria: 1, preco: 149.9, cores: [VERMELHO, PRETO], tamanhos: BIQUINI, estoques: [1, 2, 3, 0, 1],
    descricao: 'Calcinha hot pant de cintura alta e top com bojo, inspiração anos 50.' },
  { nome: 'Biquíni Cortininha Poá', categoria: 1, preco: 109.9, cores: [PRETO, AZUL], tamanhos: ['P', 'M'], estoques: [0, 0],
    descricao: 'Clássico de bolinhas com regulagem no top. Edição limitada, esgotada nesta coleção.' },
  { nome: 'Biquíni Fio Dental Neon', categoria: 1, preco: 99.9, cores: [AMARELO, ROSA], tamanhos: ['PP', 'P', 'M'], estoques: [2, 4, 3], vendidos: 3,
    descricao: 'Cores neon vibrantes, calcinha fio dental e top cortininha.' },
  { nome: 'Biquíni Asa-Delta Animal Print', categoria: 1, preco: 134.9, cores: [NUDE, CARAMELO], tamanhos: ['P', 'M', 'G'], estoques: [3, 2, 2],
    descricao: 'Estampa de onça em tons terrosos, top meia-taça e calcinha asa-delta.' },
  { nome: 'Biquíni Crochê Artesanal', categoria: 1, preco: 189.9, cores: [BRANCO, AMARELO], tamanhos: UNICO, estoques: [4, 2],
    descricao: 'Feito à mão em crochê de algodão, peça única com forro.' },
  { nome: 'Biquíni Top Faixa Liso', categoria: 1, preco: 114.9, cores: [LILAS, VERDE_AGUA, CORAL], tamanhos: ['P', 'M', 'G'], estoques: [2, 0, 3],
    descricao: 'Top faixa com franzido central e calcinha de lacinho regulável.' },
  { nome: 'Biquíni Infantil Sereia', categoria: 1, preco: 79.9, cores: [VERDE_AGUA, LILAS], tamanhos: ['4', '6', '8', '10'], estoques: [2, 3, 1, 2],
    descricao: 'Conjunto infantil com estampa de escamas e proteção UV 50+.' },
  { nome: 'Biquíni Cropped Esportivo', categoria: 1, preco: 159.9, cores: [PRETO, AZUL], tamanhos: BIQUINI, estoques: [1, 2, 2, 1, 1],
    descricao: 'Top cropped de sustentação para surf e stand up paddle.' },
  { nome: 'Biquíni Amarração Boho', categoria: 1, preco: 124.9, cores: [TERRACOTA], tamanhos: ['P', 'M', 'G'], estoques: [0, 1, 0],
    descricao: 'Amarrações cruzadas e argolas douradas, estampa étnica.' },

  // Bolsas
  { nome: 'Bolsa de Palha Praia Grande', categoria: 2, preco: 159.9, cores: [PALHA], tamanhos: UNICO, estoques: [6], vendidos: 2,
    descricao: 'Bolsa de palha natural com alças de couro, forro de algodão e bolso interno.' },
  { nome: 'Bolsa Tiracolo Macramê', categoria: 2, preco: 89.9, cores: [BRANCO, NUDE], tamanhos: UNICO, estoques: [3, 2],
    descricao: 'Tiracolo artesanal em macramê com franjas.' },
  { nome: 'Ecobag Listrada Verão', categoria: 2, preco: 49.9, cores: [], tamanhos: [], estoques: [15], vendidos: 5,
    descricao: 'Ecobag de lona listrada, cabe toalha, canga e protetor.' },
  { nome: 'Bolsa Térmica Piquenique', categoria: 2, preco: 119.9, cores: [AZUL, CORAL], tamanhos: UNICO, estoques: [2, 3],
    descricao: 'Bolsa térmica com revestimento interno, mantém bebidas geladas por 6 horas.' },
  { nome: 'Bolsa Saco Telinha', categoria: 2, preco: 59.9, cores: [], tamanhos: [], estoques: [0],
    descricao: 'Bolsa saco em tela que deixa a areia sair. Esgotada.' },
  { nome: 'Clutch de Palha Bordada', categoria: 2, preco: 99.9, cores: [PALHA, ROSA], tamanhos: UNICO, estoques: [2, 1],
    descricao: 'Clutch de palha com bordado de flores, para o luau.' },
  { nome: 'Mochila Impermeável Surf', categoria: 2, preco: 179.9, cores: [PRETO, AMARELO], tamanhos: UNICO, estoques: [3, 2],
    descricao: 'Mochila de lona impermeável com fecho enrolável.' },
  { nome: 'Necessaire Transparente', categoria: 2, preco: 39.9, cores: [], tamanhos: [], estoques: [20],
    descricao: 'Necessaire de PVC transparente com zíper, para cosméticos e celular.' },
  { nome: 'Bolsa de Ombro Rattan', categoria: 2, preco: 209.9, cores: [CARAMELO], tamanhos: UNICO, estoques: [2],
    descricao: 'Bolsa redonda de rattan com alça de couro.' },

  // Chapéus
  { nome: 'Chapéu de Palha Aba Larga', categoria: 3, preco: 89.9, cores: [PALHA, PRETO], tamanhos: ['P', 'M', 'G'], estoques: [3, 4, 2, 1, 2, 0], vendidos: 1,
    descricao: 'Aba de 12 cm, fita de gorgurão e proteção contra o sol do meio-dia.' },
  { nome: 'Chapéu Panamá Clássico', categoria: 3, preco: 129.9, cores: [BRANCO, PALHA], tamanhos: ['P', 'M', 'G'], estoques: [2, 2, 1, 0, 3, 1],
    descricao: 'Panamá de palha toquilla com faixa preta.' },
  { nome: 'Boné Aba Curva Praia', categoria: 3, preco: 59.9, cores: [AZUL, BRANCO, CORAL], tamanhos: UNICO, estoques: [5, 4, 3],
    descricao: 'Boné de sarja lavada com regulador.' },
  { nome: 'Viseira Tênis Atoalhada', categoria: 3, preco: 45.9, cores: [BRANCO, AMARELO], tamanhos: UNICO, estoques: [0, 0],
    descricao: 'Viseira atoalhada que absorve o suor. Esgotada.' },
  { nome: 'Chapéu Bucket Estampado', categoria: 3, preco: 69.9, cores: [VERDE_AGUA, LILAS], tamanhos: UNICO, estoques: [4, 2],
    descricao: 'Bucket dupla face: estampado de um lado, liso do outro.' },
  { nome: 'Chapéu Fedora de Palha', categoria: 3, preco: 99.9, cores: [PALHA], tamanhos: ['M', 'G'], estoques: [3, 2],
    descricao: 'Fedora de palha com faixa de couro trançado.' },
  { nome: 'Chapéu Infantil com Proteção de Nuca', categoria: 3, preco: 54.9, cores: [AZUL, ROSA], tamanhos: UNICO, estoques: [3, 3],
    descricao: 'Chapéu infantil com aba de proteção da nuca e cordão.' },
  { nome: 'Chapéu Praia Dobrável', categoria: 3, preco: 79.9, cores: [], tamanhos: [], estoques: [8],
    descricao: 'Chapéu de papel torcido que dobra e volta ao formato, ótimo para viagem.' },

  // Maiôs
  { nome: 'Maiô Decote Profundo', categoria: 4, preco: 219.9, cores: [PRETO, VERMELHO], tamanhos: MAIO, estoques: [2, 3, 1, 0], vendidos: 1,
    descricao: 'Maiô com decote em V profundo e costas abertas.' },
  { nome: 'Maiô Engana Mamãe', categoria: 4, preco: 199.9, cores: [AZUL, CORAL], tamanhos: MAIO, estoques: [1, 2, 2, 1],
    descricao: 'Recortes laterais e amarração na cintura.' },
  { nome: 'Maiô Frente Única Floral', categoria: 4, preco: 209.9, cores: [ROSA, VERDE_AGUA], tamanhos: ['P', 'M', 'G'], estoques: [2, 2, 1],
    descricao: 'Frente única com estampa floral e bojo.' },
  { nome: 'Maiô Body Manga Longa', categoria: 4, preco: 249.9, cores: [PRETO, BRANCO], tamanhos: MAIO, estoques: [1, 1, 2, 1],
    descricao: 'Body de praia manga longa com proteção UV 50+, perfeito para o surf.' },
  { nome: 'Maiô Tomara que Caia Drapeado', categoria: 4, preco: 229.9, cores: [TERRACOTA], tamanhos: MAIO, estoques: [0, 0, 0, 0],
    descricao: 'Drapeado na frente e barbatanas. Esgotado.' },
  { nome: 'Maiô Natação Performance', categoria: 4, preco: 179.9, cores: [AZUL, PRETO], tamanhos: MAIO, estoques: [3, 2, 2, 2],
    descricao: 'Tecido resistente ao cloro, costas nadador.' },
  { nome: 'Maiô Plus Size Envelope', categoria: 4, preco: 239.9, cores: [PRETO, OLIVA], tamanhos: ['G', 'GG', 'XG'], estoques: [2, 2, 1],
    descricao: 'Decote envelope e forro duplo com compressão.' },
  { nome: 'Maiô Infantil Babado', categoria: 4, preco: 89.9, cores: [ROSA, AMARELO], tamanhos: ['4', '6', '8'], estoques: [2, 2, 1],
    descricao: 'Maiô infantil com babados nos ombros.' },
  { nome: 'Maiô Assimétrico Um Ombro', categoria: 4, preco: 219.9, cores: [LILAS], tamanhos: ['P', 'M', 'G'], estoques: [1, 2, 0],
    descricao: 'Um ombro só com laço, recorte lateral.' },

  // Cangas
  { nome: 'Canga Indiana Mandala', categoria: 6, preco: 69.9, cores: [LILAS, AZUL, TERRACOTA], tamanhos: UNICO, estoques: [4, 3, 2], vendidos: 2,
    descricao: 'Canga de viscose com mandala indiana e franjas. 1,60 m x 1,10 m.' },
  { nome: 'Canga Toalha Redonda', categoria: 6, preco: 89.9, cores: [CORAL, VERDE_AGUA], tamanhos: UNICO, estoques: [3, 3],
    descricao: 'Toalha redonda de microfibra que seca rápido, com pompons.' },
  { nome: 'Saída de Praia Kimono', categoria: 6, preco: 149.9, cores: [BRANCO, PRETO], tamanhos: ['P', 'M', 'G'], estoques: [2, 2, 1, 1, 1, 0],
    descricao: 'Kimono leve de voil com faixa na cintura.' },
  { nome: 'Pareô Estampa Tropical', categoria: 6, preco: 59.9, cores: [], tamanhos: [], estoques: [12],
    descricao: 'Pareô de chiffon que vira saia, vestido ou lenço.' },
  { nome: 'Canga Bandeira do Brasil', categoria: 6, preco: 49.9, cores: [], tamanhos: [], estoques: [0],
    descricao: 'Canga com a bandeira do Brasil. Esgotada.' },
  { nome: 'Vestido Saída de Praia Crochê', categoria: 6, preco: 179.9, cores: [BRANCO, NUDE], tamanhos: ['P', 'M', 'G'], estoques: [1, 2, 1, 1, 0, 1],
    descricao: 'Vestido de crochê vazado para usar por cima do biquíni.' },
  { nome: 'Canga Degradê Pôr do Sol', categoria: 6, preco: 64.9, cores: [CORAL, AMARELO], tamanhos: UNICO, estoques: [3, 2],
    descricao: 'Degradê em laranja e amarelo, tingimento artesanal.' },
  { nome: 'Canga Estampa Coqueiros (coleção antiga)', categoria: 6, preco: 39.9, cores: [], tamanhos: [], estoques: [5], ativo: false,
    descricao: 'Coleção passada, fora do catálogo.' },
];
