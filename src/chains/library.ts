// The built-in chain library, compiled into the binary: static text imports only, because the
// compiled executable runs with nothing beside it. A test checks every assets/chains/*.yaml is
// listed here.
import fileChecksum from '../../assets/chains/file-checksum.yaml' with { type: 'text' };
import jsonExtract from '../../assets/chains/json-extract.yaml' with { type: 'text' };
import noteAppend from '../../assets/chains/note-append.yaml' with { type: 'text' };
import secretScanFile from '../../assets/chains/secret-scan-file.yaml' with { type: 'text' };
import textStats from '../../assets/chains/text-stats.yaml' with { type: 'text' };
import workspaceHeartbeat from '../../assets/chains/workspace-heartbeat.yaml' with { type: 'text' };
import workspaceInventory from '../../assets/chains/workspace-inventory.yaml' with { type: 'text' };

/** File name → YAML source of every chain shipped with svc. */
export const BUILTIN_CHAIN_SOURCES: Readonly<Record<string, string>> = Object.freeze({
  'file-checksum.yaml': fileChecksum as string,
  'json-extract.yaml': jsonExtract as string,
  'note-append.yaml': noteAppend as string,
  'secret-scan-file.yaml': secretScanFile as string,
  'text-stats.yaml': textStats as string,
  'workspace-heartbeat.yaml': workspaceHeartbeat as string,
  'workspace-inventory.yaml': workspaceInventory as string,
});
