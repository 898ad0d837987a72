// `./navigation`: the storefront's sections (/catalogo, /links) are public pages outside the
// back-office layout, so they add nothing to the back-office menus. The shell does not load this
// module; it is here so every remote answers the same contract.
import type { RemoteNavigation } from '@loja/shared-ui/platform/core';

const navigation: RemoteNavigation = { sections: [] };

export default navigation;
