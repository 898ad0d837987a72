export { RoundMark } from './RoundMark';
