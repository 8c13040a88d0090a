package classify

import "testing"

// First run at 85c89400: 29/34 overall, 11/16 tricky.
// Tolerated: i1425-fs-write-onto-dir: invalid vs premise (the path ruling, pathkind.go, revised at set 262): EISDIR on the path the call named (write_file's rename onto a directory) is the call's argument naming the wrong kind of object, as nine earlier sets read it; this set read the directory as the world not being as the plan believed.
// Tolerated: i1425-fs-listdir-on-file: invalid vs premise (the path ruling): Node's "ENOTDIR ..., scandir '<path>'" names a file where the operation takes only a directory, the mirror of EISDIR, invalid; this set read it as a stale belief about the tree.
// Tolerated: i1425-ev-abort-reason-ts: denied vs ambiguous (the caller's-cancel ruling, taxonomy's context.Canceled row and mcp.go's -32001 case): the TypeScript SDK's -32001 carrying the caller's own abort reason is a cancel by someone with authority over the call, never retried; this set read the server-side outcome as unknown.
// Tolerated: i1425-ev-read-blob-inf-gosdk: premise vs invalid (the unknown-resource ruling, set 44's row and the -32602/-32603 rows; i144, i262, i293, i1114 and i1189 tolerated the same): server-everything's template throws "Unknown resource" for a resourceId that is not a finite positive integer (1e400 is Infinity), which the text cannot tell from a URI the server lacks.
// Tolerated: i1425-ev-read-float-mcpgo: premise vs invalid (the unknown-resource ruling, as above): the same template throw for id 1.5, rendered by mcp-go as "internal error: ...".
func TestIndependentCases1425(t *testing.T) {
	runIndependent(t, "testdata/independent1425.jsonl", true,
		"i1425-fs-write-onto-dir", "i1425-fs-listdir-on-file", "i1425-ev-abort-reason-ts",
		"i1425-ev-read-blob-inf-gosdk", "i1425-ev-read-float-mcpgo")
}
