package classify

import "strings"

// A server's log line in which the operating system refuses the server one
// of its OWN files (held-out set 67, nginx 1.22 captured live): the
// password file auth_basic reads on every request, the directory it
// buffers request bodies in, an .htaccess, the session store, its own log.
// The caller's authority was never weighed; the file's mode or owner does
// not let the worker's user at it, and every request meets the same file
// until someone fixes it: premise, not denied. A file the request itself
// names, which the server may not serve to anyone, stays denied: nginx
// answers that with 403 at [error] (ngx_http_static_module.c, the index
// module's "is forbidden"), Apache with AH00035 "access to ... denied".

// ownFileWords are servers' own words for a file of their own they could
// not open: Apache httpd mod_authn_file AH01620, mod_authz_groupfile
// AH01664, core AH00529 (server/config.c); PHP's files session handler
// (ext/session/mod_files.c ps_files_open: "open(%s, O_RDWR) failed") and
// Monolog's StreamHandler, the log most PHP applications write ("The stream
// or file %s could not be opened in append mode"); Apache mod_cgi's child,
// whose exec of a CGI script the file mode refuses ("AH01215: stderr from
// /x/cgi/a.sh: (13)Permission denied: exec of '/x/cgi/a.sh' failed", set
// 1703, httpd 2.4.71 captured live): the script is the server's, its mode
// the deployment's, not the caller's authority.
var ownFileWords = [...]string{
	"could not open password file",
	"could not open group file",
	"pcfg_openfile: unable to check htaccess file",
	"session_start(): open(",
	"could not be opened in append mode",
}

// cgiExecRefused reports Apache mod_cgi's log line for a CGI script whose
// exec the file mode refused: "exec of '" only with mod_cgi's own marks
// (AH01215, "[cgi:error]", "stderr from "), so another tool's exec refusal
// ("bwrap: execvp: exec of 'python3' failed: Permission denied") stays the
// caller's.
func cgiExecRefused(text string) bool {
	return hasFold(text, "exec of '") && hasAny(text, "ah01215", "[cgi:error]", "stderr from ")
}

// ownFileNotes are the words a server's page to the client carries for the
// same refusal (set 1508, httpd 2.4.71 captured live): Apache core sets the
// request's error-notes to "Server unable to read htaccess file, denying
// access to be safe" when it cannot open an .htaccess on the path
// (server/request.c, beside AH00529 in its log) and answers 403 with its
// "You don't have permission to access this resource." page. The 403 is
// to every caller alike: the file's mode, not the caller's authority.
var ownFileNotes = [...]string{
	"unable to read htaccess file",
}

// ownFileNote reports a server's page whose note names a file of its own
// it could not read (ownFileNotes): premise, as serverOwnFile.
func ownFileNote(t string) (Result, bool) {
	for _, w := range ownFileNotes {
		if hasFold(t, w) {
			return verdict(premise, "the server could not read a file of its own (.htaccess) and refuses every caller: its file mode or owner, not the caller's authority")
		}
	}
	return Result{}, false
}

// serverOwnFile reports a server refused its own file by file permissions.
// nginx logs an EACCES at [crit] on a file it needs itself and answers 500
// (ngx_http_auth_basic_module.c for auth_basic_user_file, ngx_file.c
// ngx_create_temp_file for client_body_temp_path and proxy_temp_path, a
// UNIX socket it connects to); a requested file it may not read is [error]
// and a 403, except that try_files tests each candidate with stat() and
// logs a refusal at [crit] (ngx_http_core_try_files_phase), so a [crit]
// line about the request's own path stays the requested file's.
func serverOwnFile(text string) (Result, bool) {
	if !hasFold(text, "permission denied") {
		return Result{}, false
	}
	own := hasFold(text, "(13: permission denied)") && strings.Contains(text, "[crit] ") && nginxLogLine(text) && !nginxRequestedPath(text) || cgiExecRefused(text)
	for _, w := range ownFileWords {
		if own {
			break
		}
		own = hasFold(text, w)
	}
	if !own {
		return Result{}, false
	}
	return verdict(premise, "the server cannot open a file of its own (password file, temp directory, .htaccess, session store, log): its file mode or owner, not the caller's authority")
}

// nginxRequestedPath reports whether an nginx error_log line's failed call
// was on the file the request names: try_files' stat(), or a path that
// holds the request line's URI path (root or alias + $uri).
func nginxRequestedPath(text string) bool {
	if strings.Contains(text, `stat() "`) {
		return true
	}
	i := strings.Index(text, `() "`)
	j := strings.Index(text, `request: "`)
	if i < 0 || j < 0 {
		return false
	}
	path := text[i+len(`() "`):]
	if k := strings.IndexByte(path, '"'); k >= 0 {
		path = path[:k]
	}
	uri := text[j+len(`request: "`):]
	if k := strings.IndexByte(uri, ' '); k >= 0 {
		uri = uri[k+1:]
	}
	if k := strings.IndexAny(uri, " ?\""); k >= 0 {
		uri = uri[:k]
	}
	// "/" is in every path; the request for a site's root says nothing.
	if len(uri) <= 1 {
		return false
	}
	if strings.Contains(path, uri) {
		return true
	}
	// A WebDAV PUT's rename() "<temp file>" to "<target>" (set 1404,
	// ngx_ext_rename_file): the temporary file was written, so the temp
	// directory is not what refused; the target, the request's own path, is.
	if i >= len("rename") && strings.HasPrefix(text[i-len("rename"):], `rename() "`) {
		if k := strings.Index(text, `" to "`); k >= 0 {
			to := text[k+len(`" to "`):]
			if e := strings.IndexByte(to, '"'); e >= 0 {
				to = to[:e]
			}
			return strings.Contains(to, uri)
		}
	}
	return false
}

// A filesystem errno answered by a tool that takes no path (set 76, the
// memory server captured live through the TS SDK). A knowledge-graph memory
// server's tools take entities, relations, observations and queries; every
// call reads or writes the one store file its configuration names
// (modelcontextprotocol/servers src/memory index.ts loadGraph and saveGraph
// over MEMORY_FILE_PATH; its forks and ports the same), so EISDIR, ENOTDIR,
// EACCES or EROFS in their answer is about that file, not the call, and
// every call meets it until the file or the setting is fixed: premise, as a
// server's own file above. The same errno from a tool that takes a path
// (the filesystem server's read_text_file on a folder) stays the call's.

// storeToolNames are the graph tools' names (server-memory's nine and the
// "memories" tools of memory servers built the same way); a path rarely
// holds them.
var storeToolNames = [...]string{
	"_entities", "_relations", "_observations", "search_nodes", "open_nodes",
	"read_graph", "add_memories", "search_memories", "search_memory",
}

// storeErrnoWords are a store file's errno in Node's (the code first),
// Python's ([Errno N], the OSError subclass) and Go's (*fs.PathError's
// "op /path: text") words: a folder or a file where the other was
// expected, a mode that shuts the server out, a read-only file system.
var storeErrnoWords = [...]string{
	"EISDIR:", "ENOTDIR:", "EACCES:", "EPERM:", "EROFS:",
	"[Errno 21]", "[Errno 20]", "[Errno 13]", "[Errno 30]",
	"IsADirectoryError", "NotADirectoryError", "PermissionError",
}

// storeSizeWords are a whole-file read past what the reader holds in
// memory (set 69's words, generic.go: Node's ERR_FS_FILE_TOO_LARGE and its
// pre-18 form, ERR_STRING_TOO_LONG, V8's RangeError, .NET's FileTooLong).
// From a tool that takes a path the call can read a part instead
// (invalid); a graph tool loads the whole store on every call (set 294:
// server-memory's loadGraph fs.readFile over MEMORY_FILE_PATH), so no
// argument helps: the store is too big, as an errno on it above.
var storeSizeWords = [...]string{
	"is greater than 2 GiB", "is greater than possible Buffer",
	"Cannot create a string longer than", "Invalid string length",
	"files less than 2 gigabytes",
}

var goStoreErrnoWords = [...]string{
	": is a directory", ": not a directory", ": permission denied", ": read-only file system",
}

// storeToolErrno reports a filesystem errno in message whose tool, named
// before the error (and before any JSON result), is a graph tool that
// takes no path. tool is the caller's name for the tool (Input.Tool), which
// counts as well: an MCP client hands back the isError text alone (the
// go-sdk's CallToolResult, set 94: server-memory's read_graph over a
// folder answers the bare "EISDIR: illegal operation on a directory,
// read"), and only the caller knows it called the graph tool.
func storeToolErrno(message, tool string) bool {
	at := storeErrnoAt(message)
	if at < 0 {
		return false
	}
	for _, n := range storeToolNames {
		if hasFold(tool, n) {
			return true
		}
	}
	if at == 0 {
		return false
	}
	head := message[:at]
	if i := strings.IndexByte(head, '{'); i >= 0 {
		head = head[:i]
	}
	// The Go form's op ("open ") is part of the error, not the tool.
	for _, op := range [...]string{"open ", "read ", "write ", "stat ", "lstat ", "mkdir ", "rename "} {
		if strings.HasSuffix(head, op) {
			head = head[:len(head)-len(op)]
		}
	}
	for _, n := range storeToolNames {
		if hasFold(head, n) {
			return true
		}
	}
	return false
}

// storeErrnoAt is where the first store errno of message begins (Go's
// form: its op), or -1.
func storeErrnoAt(message string) int {
	at := -1
	for _, w := range storeErrnoWords {
		if i := strings.Index(message, w); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	for _, w := range storeSizeWords {
		if i := indexFold(message, w); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	if at >= 0 {
		return at
	}
	// Go's *fs.PathError: the op and an absolute path before the text.
	for _, w := range goStoreErrnoWords {
		i := indexFold(message, w)
		if i < 0 {
			continue
		}
		p := strings.LastIndex(message[:i], " /")
		if p < 0 || !hasAny(message[:p+1], "open ", "read ", "write ", "stat ", "lstat ", "mkdir ", "rename ") {
			continue
		}
		if at < 0 || p+1 < at {
			at = p + 1
		}
	}
	return at
}

const storeToolReason = "the tool takes no path: the filesystem error is about the store file the server reads and writes on every call (a knowledge-graph memory server's MEMORY_FILE_PATH), not the call: fix the file or the setting"
