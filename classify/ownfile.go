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
// or file %s could not be opened in append mode").
var ownFileWords = [...]string{
	"could not open password file",
	"could not open group file",
	"pcfg_openfile: unable to check htaccess file",
	"session_start(): open(",
	"could not be opened in append mode",
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
	own := hasFold(text, "(13: permission denied)") && strings.Contains(text, "[crit] ") && nginxLogLine(text) && !nginxRequestedPath(text)
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
	return len(uri) > 1 && strings.Contains(path, uri)
}
