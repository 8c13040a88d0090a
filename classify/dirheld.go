package classify

import "strings"

// A directory creation that finds the name held by a file (set 97): the
// step meant to make a directory there and a file is in the way, so the
// directory the later steps rest on is not there and cannot be made until
// the file is moved or the plan picks another place: premise, not the
// conflict "already exists" reads as (nothing the step would have created
// is there) nor the call's ENOTDIR. Its words: Apache commons-io
// FileUtils.forceMkdir "File X exists and is not a directory. Unable to
// create directory.", the many "X exists but is not a directory" checks,
// Ansible's file module (state=directory) "X already exists as a file",
// and Node's EEXIST from mkdir in an MCP tool result: the filesystem
// servers' create_directory (modelcontextprotocol/servers
// src/filesystem: fs.mkdir(path, {recursive: true}); README "Creates
// parent directories if needed. Succeeds silently if directory exists")
// takes an existing directory as done, so its EEXIST is a file at the name
// (Node fs.mkdir docs), as set 70's recursive mkdir. Sets 21, 29 and 101
// label the same server's text premise (tolerated there); the text reaches
// this rule bare, as the TypeScript and go-sdk clients hand a result's
// text on. Marked isError, or as the whole JSON-RPC result, the text reads
// conflict as "already exists" (the dev sample's mcp-iserror-eexist, a
// plain mkdir of '/workspace/out'), unless the name is a file's, with an
// extension (mkdirOverFileName, read first by mcpToolError).

// dirHeldByFile reads the refusal; proto is the caller's protocol.
func dirHeldByFile(proto, t string) (Result, bool) {
	if hasAny(t, "exists and is not a directory", "exists but is not a directory", "already exists as a file") {
		return verdict(premise, "a file holds the name where a directory was to be made: move it or choose another place")
	}
	// Tcl's file mkdir (set 1678, live Tcl 8.6.13): an existing directory
	// is no error (file(n): "If an existing directory is specified, then
	// no action is taken and no error is returned"; checked live), so "can't create directory \"X\": file already
	// exists" is a file at X or at one of its parents.
	if strings.Contains(t, "can't create directory \"") && strings.Contains(t, "\": file already exists") {
		return verdict(premise, "tcl file mkdir: a file holds the name where a directory was to be made: move it or choose another place")
	}
	if strings.EqualFold(proto, "mcp") && hasFold(t, "eexist: file already exists, mkdir ") {
		return verdict(premise, "EEXIST from an MCP filesystem server's create_directory (mkdir -p): a file holds the name, the directory is not there")
	}
	return Result{}, false
}

// mkdirOverFileName reads Node's EEXIST from mkdir whose path ends in a
// file's name, one with an extension ("mkdir '/tmp/fs/a/notes.txt'"), as
// an isError tool result carries it. create_directory is a recursive mkdir
// that takes an existing directory as done, so its EEXIST is a file at the
// name, and a name like a file's says so twice. Sets 1005, 1014, 123, 262,
// 276, 521, 557, 599, 766, 909, 932, 952, 964, 999 and 1044 read it
// premise, against ten that read the text conflict; a name without an
// extension keeps the "already exists" reading (the dev sample's
// mcp-iserror-eexist, "mkdir '/workspace/out'", is conflict).
func mkdirOverFileName(t string) bool {
	const cue = "eexist: file already exists, mkdir '"
	i := indexFold(t, cue)
	if i < 0 {
		return false
	}
	path := t[i+len(cue):]
	end := strings.IndexByte(path, '\'')
	return end >= 0 && fileExtensionName(path[:end]) // fsnames.go
}
