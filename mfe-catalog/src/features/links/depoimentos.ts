export interface Depoimento {
  nome: string;
  cidade: string;
  texto: string;
  /** Stars out of 5. */
  nota: number;
}

/** Static customer testimonials of the landing page (spec: three, five stars each). */
export const DEPOIMENTOS: readonly Depoimento[] = [
  {
    nome: 'Mariana Souza',
    cidade: 'Florianópolis - SC',
    texto:
      'Comprei um biquíni cortininha e o caimento ficou perfeito. O atendimento pelo WhatsApp me ajudou a acertar o tamanho de primeira!',
    nota: 5,
  },
  {
    nome: 'Camila Ribeiro',
    cidade: 'Balneário Camboriú - SC',
    texto:
      'A bolsa de palha é linda e super resistente, levo para a praia todo fim de semana. Chegou rapidinho e muito bem embalada.',
    nota: 5,
  },
  {
    nome: 'Juliana Alves',
    cidade: 'Porto Alegre - RS',
    texto:
      'Peças de ótima qualidade e preço justo. O maiô e a canga combinando fizeram sucesso nas minhas férias. Já virei cliente fiel!',
    nota: 5,
  },
];
