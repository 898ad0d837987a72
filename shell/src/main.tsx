// The async boundary Module Federation needs: shared singletons are negotiated before React loads.
void import('./bootstrap');
