/**
 * The shared `react-redux` the shell provides: the names the code imports (see ./reduxToolkit.ts), and
 * those RTK Query's React hooks import from it (`ReactReduxContext`, `batch`, `shallowEqual`), in case
 * the federation plugin routes RTK's import through the share. Not `connect` and its helpers.
 */
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from 'loja-real:react-redux';
