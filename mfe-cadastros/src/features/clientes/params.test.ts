import { describeRegisterParams } from '../../test/registerParams';
import { clientesParams } from './params';

describeRegisterParams('clientesParams', clientesParams);
