/** What the shell passes to a remote's `./routes` (see shell/src/features/remotes/registry.ts). */
export interface RemoteRoutesProps {
  section: string;
}
