import { describeRegisterParams } from '../../test/registerParams';
import { fornecedoresParams } from './params';

describeRegisterParams('fornecedoresParams', fornecedoresParams);
