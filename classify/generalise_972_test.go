package classify

import "testing"

// Tolerated: i972-go-sdk-edit-dryrun-nomatch: premise vs invalid (the edit ruling, revised: "Could not find exact match for edit" premise, sets 88 to 124 and since 300; invalid lines tolerated by id): the old text is the call's own argument (repair), yet only a fresh read of the file gives the text to send (replan).
// Tolerated: i972-mcp-go-edit-nomatch: premise vs invalid (the edit ruling, as above): both readings hold for the same reason.
// Tolerated: i972-ts-sdk-fs-scandir-enotdir: invalid vs premise (the path ruling, revised at set 262: ENOTDIR from Node's scandir on the path the call named is invalid): the call named a file where list_directory needs a folder (repair), or the plan believed the path was a folder (premise).
// Tolerated: i972-go-sdk-sampling-refused: premise vs denied (set 909's row: a client refusing the tool's sampling request for a capability it lacks is premise; a person's "User declined" stays denied): "sampling is disabled for this agent" is a policy refusal (denied) or a lacked feature (premise); the text is this set's own CreateMessageHandler error, wrapped by go-sdk as "MCP error 0:", not a vendor's documented words, a one-off left as it is.
// First run at 801e0c86: 26/30 overall, 8/11 tricky.
// Tolerated: i972-ts-sdk-fs-mkdir-file: conflict vs premise (the lead's revised reading after 15 blind sets: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, dirheld.go mkdirOverFileName): the text says the name already exists, which reads conflict too
func TestIndependentCases972(t *testing.T) {
	runIndependent(t, "testdata/independent972.jsonl", true,
		"i972-go-sdk-edit-dryrun-nomatch",
		"i972-mcp-go-edit-nomatch",
		"i972-ts-sdk-fs-scandir-enotdir",
		"i972-go-sdk-sampling-refused", "i972-ts-sdk-fs-mkdir-file")
}
