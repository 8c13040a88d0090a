package classify

import "testing"

// TestIndependentCases599 runs held-out set 599: MCP reference servers (everything, filesystem, memory) driven live by the Go and TypeScript SDK clients, labelled blind.
// First run at dd358f5: 24/31 overall, 10/17 tricky.
// Tolerated: i599-fs-gamma-edit-no-match: invalid vs premise (the edit ruling, docs/taxonomy.md and generic.go editMismatchReason: the file is not what the step believed, only a fresh read gives the text): the edit's oldText argument is what must change (repair), or the file's content is not as believed (replan with a read); both readings hold.
// Tolerated: i599-go-margay-edit-no-match: invalid vs premise (the same edit ruling, generic.go editMismatchReason): the same split through the Go client.
// Tolerated: i599-fs-quokka-scandir-enotdir: premise vs invalid (the path ruling, pathkind.go namesFileAsDir: an ENOTDIR from scandir names a file where the call needed a directory, the mirror of EISDIR): the plan believed the path a directory (premise), or the call named the wrong kind of path (invalid); both readings hold.
// Tolerated: i599-ev-gecko-prompt-missing: premise vs invalid (docs/taxonomy.md -32602 row and mcp.go: an unknown tool or prompt is a wrong name from the server's list, invalid; a missing resource stays premise): the server holds no such prompt (replan), or the call chose a name not in prompts/list (repair); both readings hold.
// Tolerated: i599-go-narwhal-prompt-missing: premise vs invalid (the same -32602 unknown-prompt ruling, mcp.go): the same split through the Go client's "calling \"prompts/get\"" wrapping.
// Fixed later by the lead: i599-fs-quokka-mkdir-eexist (dirheld.go mkdirOverFileName: create_directory's EEXIST on a name with a file's extension is a file in the way, premise, as 15 blind sets read it against ten).
// Tolerated: i599-go-sampling-client-declined: premise vs unknown ((c) my line: the text after "MCP error 0:" is the error my own test client's CreateMessageHandler returned, not wording the software produces; code 0 and that invented sentence give the classifier nothing documented to read, so unknown is fair and no rule should be fitted to it).
func TestIndependentCases599(t *testing.T) {
	runIndependent(t, "testdata/independent599.jsonl", true, "i599-fs-gamma-edit-no-match", "i599-go-margay-edit-no-match", "i599-fs-quokka-scandir-enotdir", "i599-ev-gecko-prompt-missing", "i599-go-narwhal-prompt-missing", "i599-go-sampling-client-declined")
}
